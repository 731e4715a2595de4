import { defineCrud } from '../shared';
import { Project } from './project.entity';
import { projectInput } from './project.schemas';

export const projectCrud = defineCrud({
  entity: Project,
  label: 'Project',
  input: projectInput,
  orderBy: { id: 'desc' },
});
