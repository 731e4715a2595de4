import { AppError } from '../../platform/errors';
import type { ObjectStore } from '../../platform/storage';
import type { PhotoVariants } from '../lead';
import type { ImageProcessor } from './image-processor';
import { mediaKeys, mediaPath, parseUploadPath } from './media-paths';

/**
 * Variants of one uploaded photo (`/media/uploads/<id>.<ext>`), stored beside its original; a
 * photo that cannot be decoded, or whose original is gone, is recorded as such, not retried.
 * Both photo jobs use it: a lead's `contact.process-photos` and an arriving upload's `upload.process-photo`.
 */
export async function makePhotoVariants(deps: { storage: ObjectStore; images: ImageProcessor }, path: string): Promise<PhotoVariants> {
  const ref = parseUploadPath(path);
  if (!ref) return { path, error: 'Not an uploaded photo path' };
  let original: Buffer;
  try {
    original = await deps.storage.getBuffer(mediaKeys.original(ref));
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') return { path, error: 'The uploaded file is missing' };
    throw err;
  }
  try {
    const { large, thumb } = await deps.images.makeVariants(original);
    await deps.storage.put(mediaKeys.large(ref), large.data, large.contentType);
    await deps.storage.put(mediaKeys.thumb(ref), thumb.data, thumb.contentType);
    return {
      path,
      large: mediaPath(mediaKeys.large(ref)),
      thumb: mediaPath(mediaKeys.thumb(ref)),
      width: large.width,
      height: large.height,
    };
  } catch (err) {
    if (err instanceof AppError && err.code === 'VALIDATION') return { path, error: err.message };
    throw err;
  }
}
