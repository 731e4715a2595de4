import { defineEntity, p } from '@mikro-orm/core';
import { idColumn, timestampColumns } from '../shared';

const ServiceSchema = defineEntity({
  name: 'Service',
  tableName: 'services',
  properties: {
    ...idColumn,
    slug: p.string().length(120).unique(),
    title: p.string(),
    description: p.text(),
    title_fr: p.string().nullable(),
    description_fr: p.text().nullable(),
    image: p.string().length(2048),
    featured: p.boolean().default(false),
    order: p.integer().default(0),
    ...timestampColumns,
  },
});
export class Service extends ServiceSchema.class {}
ServiceSchema.setClass(Service);
export { ServiceSchema };
