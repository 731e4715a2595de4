import { uploadLimits } from '@northrock/core/browser';
import { contactMessages } from './content';

export const MAX_PHOTO_MB = uploadLimits.maxFileBytes / (1024 * 1024);

/**
 * The upload hint enforced in the browser (docs/product.md §5 and §D3): images only, at most 5
 * files of 10 MB each. Returns the first problem, or null. The server checks again by content.
 */
export function photoProblem(files: readonly File[]): string | null {
  if (files.length > uploadLimits.maxFiles) return contactMessages.tooManyFiles(uploadLimits.maxFiles);
  for (const file of files) {
    if (!file.type.startsWith('image/')) return contactMessages.notAnImage(file.name);
    if (file.size > uploadLimits.maxFileBytes) return contactMessages.fileTooLarge(file.name, MAX_PHOTO_MB);
  }
  return null;
}
