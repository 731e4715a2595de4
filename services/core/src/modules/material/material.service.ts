import { defineCrud } from '../shared';
import { Material } from './material.entity';
import { materialInput } from './material.schemas';

export const materialCrud = defineCrud({
  entity: Material,
  label: 'Material',
  input: materialInput,
  orderBy: { order: 'asc', id: 'asc' },
});
