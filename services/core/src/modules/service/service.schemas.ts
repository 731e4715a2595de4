import { z } from 'zod';
import { flag, frenchText, intLike, requiredText, slug, urlOrPath } from '../shared/fields.schemas';

/** Service (docs/product.md §3, §5): title, slug, description, image required; order an integer (default 0). */
export const serviceInput = z.strictObject({
  title: requiredText('Title', 200),
  title_fr: frenchText('Title', 200),
  slug: slug('Slug').meta({ description: 'The page address: /services/{slug}', examples: ['exterior-waterproofing'] }),
  description: requiredText('Description', 5000, 'multiline'),
  description_fr: frenchText('Description', 5000, 'multiline'),
  image: urlOrPath('Image URL').meta({
    description: 'An http(s) URL or a path on this site (an upload answers one)',
    examples: ['/media/services/exterior.webp'],
  }),
  featured: flag('Featured', false).meta({ description: 'Shown on the home page' }),
  order: intLike('Order', 0).meta({ description: 'Display position, lowest first' }),
});
