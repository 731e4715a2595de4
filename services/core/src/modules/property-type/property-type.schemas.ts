import { z } from 'zod';
import { frenchText, intLike, optionalUrlOrPath, requiredText } from '../shared/fields.schemas';

/** Property type (docs/product.md §3): type, description, image. */
export const propertyTypeInput = z.object({
  type: requiredText('Type', 200),
  type_fr: frenchText('Type', 200),
  description: requiredText('Description', 5000),
  description_fr: frenchText('Description', 5000),
  image: optionalUrlOrPath('Image URL'),
  order: intLike('Order', 0),
});
