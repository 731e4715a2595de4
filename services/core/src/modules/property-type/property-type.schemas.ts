import { z } from 'zod';
import { intLike, optionalUrlOrPath, requiredText } from '../shared/fields.schemas';

/** Property type (docs/product.md §3): type, description, image. */
export const propertyTypeInput = z.object({
  type: requiredText('Type', 200),
  description: requiredText('Description', 5000),
  image: optionalUrlOrPath('Image URL'),
  order: intLike('Order', 0),
});
