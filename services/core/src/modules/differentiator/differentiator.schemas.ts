import { z } from 'zod';
import { intLike, requiredText } from '../shared/fields.schemas';

/** Differentiator (docs/product.md §3): title, tagline, description. */
export const differentiatorInput = z.object({
  title: requiredText('Title', 200),
  tagline: requiredText('Tagline', 200),
  description: requiredText('Description', 5000),
  order: intLike('Order', 0),
});
