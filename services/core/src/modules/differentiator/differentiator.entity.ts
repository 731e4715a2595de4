import { defineEntity, p } from '@mikro-orm/core';
import { idColumn, timestampColumns } from '../shared';

const DifferentiatorSchema = defineEntity({
  name: 'Differentiator',
  tableName: 'differentiators',
  properties: {
    ...idColumn,
    title: p.string(),
    tagline: p.string(),
    description: p.text(),
    title_fr: p.string().nullable(),
    tagline_fr: p.string().nullable(),
    description_fr: p.text().nullable(),
    order: p.integer().default(0),
    ...timestampColumns,
  },
});
export class Differentiator extends DifferentiatorSchema.class {}
DifferentiatorSchema.setClass(Differentiator);
export { DifferentiatorSchema };
