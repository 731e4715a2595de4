import type { z } from 'zod';
import { AppError } from '../../platform/errors';
import type { ImageProcessor } from '../../platform/image';
import type { JobHandlers } from '../../platform/queue';
import type { ObjectStore } from '../../platform/storage';
import { contentImageKey, contentOriginalKey, type contentImageResult } from './content-image.service';

export interface ContentImageJobDeps {
  storage: ObjectStore;
  images: ImageProcessor;
}

type Result = z.infer<typeof contentImageResult>;

/** The worker's side of content images: original -> public WebP, then the original goes. */
export function contentImageJobHandlers(deps: ContentImageJobDeps): Pick<JobHandlers, 'content-image.encode'> {
  return {
    async 'content-image.encode'({ id, ext }): Promise<Result> {
      const originalKey = contentOriginalKey(id, ext);
      const publicKey = contentImageKey(id, 'webp');
      let original: Buffer;
      try {
        original = await deps.storage.getBuffer(originalKey);
      } catch (err) {
        if (!(err instanceof AppError && err.code === 'NOT_FOUND')) throw err;
        // Done by an earlier run, or the gateway gave up waiting and removed it.
        return (await deps.storage.stat(publicKey)) ? {} : { refused: 'The uploaded image is gone; upload it again' };
      }
      try {
        const image = await deps.images.reencode(original);
        await deps.storage.put(publicKey, image.data, image.contentType);
        await deps.storage.remove([originalKey]);
        return {};
      } catch (err) {
        if (!(err instanceof AppError && err.code === 'VALIDATION')) throw err;
        await deps.storage.remove([originalKey]);
        return { refused: err.message };
      }
    },
  };
}
