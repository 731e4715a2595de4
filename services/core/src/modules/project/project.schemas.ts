import { z } from 'zod';
import { requiredText, urlOrPath } from '../shared/fields.schemas';

/** Project (docs/product.md §3, §5): title, description, category, image required. */
export const projectInput = z.strictObject({
  title: requiredText('Title', 200),
  description: requiredText('Description', 5000, 'multiline'),
  category: requiredText('Category', 80),
  image: urlOrPath('Image URL'),
});
