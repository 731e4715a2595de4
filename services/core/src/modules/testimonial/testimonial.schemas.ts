import { z } from 'zod';
import { flag, frenchText, intLike, requiredText, urlOrPath } from '../shared/fields.schemas';

/** Testimonial (docs/product.md §3, §5): name, location, text, avatar, rating 1-5 (default 5) required. */
export const testimonialInput = z.strictObject({
  name: requiredText('Name', 120),
  location: requiredText('Location', 120),
  text: requiredText('Text', 5000, 'multiline'),
  text_fr: frenchText('Text', 5000, 'multiline'),
  avatar: urlOrPath('Avatar URL'),
  rating: intLike('Rating', 5, 1, 5),
  featured: flag('Featured', false),
});
