import { defineEntity, p } from '@mikro-orm/core';
import { idColumn, timestampColumns } from '../shared';

const MaterialSchema = defineEntity({
  name: 'Material',
  tableName: 'materials',
  properties: {
    ...idColumn,
    name: p.string(),
    description: p.text(),
    name_fr: p.string().nullable(),
    description_fr: p.text().nullable(),
    image: p.string().length(2048).default(''),
    order: p.integer().default(0),
    ...timestampColumns,
  },
});
export class Material extends MaterialSchema.class {}
MaterialSchema.setClass(Material);
export { MaterialSchema };
