import { defineEntity, p } from '@mikro-orm/core';
import { idColumn, timestampColumns } from '../shared';

const PropertyTypeSchema = defineEntity({
  name: 'PropertyType',
  tableName: 'property_types',
  properties: {
    ...idColumn,
    type: p.string(),
    description: p.text(),
    type_fr: p.string().nullable(),
    description_fr: p.text().nullable(),
    image: p.string().length(2048).default(''),
    order: p.integer().default(0),
    ...timestampColumns,
  },
});
export class PropertyType extends PropertyTypeSchema.class {}
PropertyTypeSchema.setClass(PropertyType);
export { PropertyTypeSchema };
