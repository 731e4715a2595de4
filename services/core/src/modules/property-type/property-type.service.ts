import { defineCrud } from '../shared';
import { PropertyType } from './property-type.entity';
import { propertyTypeInput } from './property-type.schemas';

export const propertyTypeCrud = defineCrud({
  entity: PropertyType,
  label: 'Property type',
  input: propertyTypeInput,
  orderBy: { order: 'asc', id: 'asc' },
});
