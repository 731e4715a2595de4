export { Testimonial, TestimonialSchema } from './testimonial.entity';
export { testimonialInput } from './testimonial.schemas';
export { testimonialCrud } from './testimonial.service';
