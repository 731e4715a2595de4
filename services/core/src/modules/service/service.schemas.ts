import { z } from 'zod';
import { flag, intLike, requiredText, slug, urlOrPath } from '../shared/fields';

/** Service (docs/product.md §3, §5): title, slug, description, image required; order an integer (default 0). */
export const serviceInput = z.object({
  title: requiredText('Title', 200),
  slug: slug('Slug'),
  description: requiredText('Description', 5000),
  image: urlOrPath('Image URL'),
  featured: flag('Featured', false),
  order: intLike('Order', 0),
});
export type ServiceInput = z.infer<typeof serviceInput>;
