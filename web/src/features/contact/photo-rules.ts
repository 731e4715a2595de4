import { uploadLimits } from '@northrock/core/browser';
import type { IslandTranslate } from '~/i18n/island-translator';

export const MAX_PHOTO_MB = uploadLimits.maxFileBytes / (1024 * 1024);

/**
 * The upload hint enforced in the browser (docs/product.md §5 and §D3): images only, at most 5
 * files of 10 MB each. Returns the first problem in the page's language (`t`, the form's
 * catalogue texts), or null. The server checks again by content.
 */
export function photoProblem(files: readonly File[], t: IslandTranslate<'contactForm'>, alreadyPicked = 0): string | null {
  if (alreadyPicked + files.length > uploadLimits.maxFiles) return t('tooManyFiles', { maxFiles: uploadLimits.maxFiles });
  for (const file of files) {
    if (!file.type.startsWith('image/')) return t('notAnImage', { name: file.name });
    if (file.size > uploadLimits.maxFileBytes) return t('fileTooLarge', { name: file.name, maxMb: MAX_PHOTO_MB });
  }
  return null;
}
