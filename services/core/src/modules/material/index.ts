export { MaterialSchema } from './material.entity';
export { materialInput } from './material.schemas';
export { materialCrud } from './material.service';
