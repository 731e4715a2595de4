export { PropertyTypeSchema } from './property-type.entity';
export { propertyTypeInput } from './property-type.schemas';
export { propertyTypeCrud } from './property-type.service';
