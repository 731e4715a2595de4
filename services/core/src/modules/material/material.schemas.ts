import { z } from 'zod';
import { frenchText, intLike, optionalUrlOrPath, requiredText } from '../shared/fields.schemas';

/** Advanced system / material (docs/product.md §3): name, description, image (home cards only). */
export const materialInput = z.strictObject({
  name: requiredText('Name', 200),
  name_fr: frenchText('Name', 200),
  description: requiredText('Description', 5000, 'multiline'),
  description_fr: frenchText('Description', 5000, 'multiline'),
  image: optionalUrlOrPath('Image URL'),
  order: intLike('Order', 0),
});
