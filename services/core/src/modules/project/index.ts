export { ProjectSchema } from './project.entity';
export { projectInput } from './project.schemas';
export { projectCrud } from './project.service';
