import { defineCrud } from '../shared';
import { Service } from './service.entity';
import { serviceInput } from './service.schemas';

export const serviceCrud = defineCrud({
  entity: Service,
  label: 'Service',
  input: serviceInput,
  orderBy: { order: 'asc', id: 'asc' },
  unique: ['slug'],
});
