import { z } from 'zod';
import { frenchText, intLike, optionalUrlOrPath, requiredText } from '../shared/fields.schemas';

/** Property type (docs/product.md §3): type, description, image. */
export const propertyTypeInput = z.strictObject({
  type: requiredText('Type', 200),
  type_fr: frenchText('Type', 200),
  description: requiredText('Description', 5000, 'multiline'),
  description_fr: frenchText('Description', 5000, 'multiline'),
  image: optionalUrlOrPath('Image URL'),
  order: intLike('Order', 0),
});
