import { defineCrud } from '../shared';
import { Testimonial } from './testimonial.entity';
import { testimonialInput } from './testimonial.schemas';

/** Featured first (the home page shows the first three), then oldest first. */
export const testimonialCrud = defineCrud({
  entity: Testimonial,
  label: 'Testimonial',
  input: testimonialInput,
  orderBy: { featured: 'desc', id: 'asc' },
});
