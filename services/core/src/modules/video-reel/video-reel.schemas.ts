import { z } from 'zod';
import { flag, frenchText, intLike, optionalText, optionalUrlOrPath, requiredText, urlOrPath } from '../shared/fields.schemas';

/**
 * Video reel (docs/product.md §3, §5): title and video_url required; duration (seconds) and order are
 * integers defaulting to 0.
 */
export const videoReelInput = z.strictObject({
  title: requiredText('Title', 200),
  title_fr: frenchText('Title', 200),
  description: optionalText('Description', 2000, 'multiline'),
  description_fr: frenchText('Description', 2000, 'multiline'),
  video_url: urlOrPath('Video URL'),
  thumbnail_url: optionalUrlOrPath('Thumbnail URL'),
  duration: intLike('Duration', 0, 0, 86_400),
  featured: flag('Featured', false),
  order: intLike('Order', 0),
});
