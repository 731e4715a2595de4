import { defineEntity, p } from '@mikro-orm/core';
import { idColumn, timestampColumns } from '../shared';

const TestimonialSchema = defineEntity({
  name: 'Testimonial',
  tableName: 'testimonials',
  properties: {
    ...idColumn,
    name: p.string(),
    location: p.string(),
    text: p.text(),
    text_fr: p.text().nullable(),
    avatar: p.string().length(2048),
    rating: p.integer().default(5),
    featured: p.boolean().default(false),
    ...timestampColumns,
  },
});
export class Testimonial extends TestimonialSchema.class {}
TestimonialSchema.setClass(Testimonial);
export { TestimonialSchema };
