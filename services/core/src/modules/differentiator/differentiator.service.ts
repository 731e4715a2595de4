import { defineCrud } from '../shared';
import { Differentiator } from './differentiator.entity';
import { differentiatorInput } from './differentiator.schemas';

export const differentiatorCrud = defineCrud({
  entity: Differentiator,
  label: 'Differentiator',
  input: differentiatorInput,
  orderBy: { order: 'asc', id: 'asc' },
});
