import { z } from 'zod';
import { frenchText, intLike, requiredText } from '../shared/fields.schemas';

/** Differentiator (docs/product.md §3): title, tagline, description. */
export const differentiatorInput = z.strictObject({
  title: requiredText('Title', 200),
  title_fr: frenchText('Title', 200),
  tagline: requiredText('Tagline', 200),
  tagline_fr: frenchText('Tagline', 200),
  description: requiredText('Description', 5000, 'multiline'),
  description_fr: frenchText('Description', 5000, 'multiline'),
  order: intLike('Order', 0),
});
