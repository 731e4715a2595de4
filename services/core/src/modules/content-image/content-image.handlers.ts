import type { z } from 'zod';
import { AppError } from '../../platform/errors';
import { contentVariantKey, contentVariantKeys, type ContentImageVariant, type ImageProcessor } from '../photo';
import type { JobHandlersOf } from '../../platform/queue-contracts';
import type { ObjectStore } from '../../platform/storage';
import { CONTENT_ORIGINALS_PREFIX, contentOriginalKey, type contentImageResult } from './content-image.service';
import type { contentImageJobs } from './content-image.jobs';

export interface ContentImageJobDeps {
  storage: ObjectStore;
  images: ImageProcessor;
}

type Result = z.infer<typeof contentImageResult>;

/**
 * The worker's side of content images: original -> public AVIF and WebP at 600 and 1200 px
 * (`contentVariantKeys`, modules/photo/image-variants.ts). The original exists only while
 * the gateway waits (it deletes it when it answers), so the worker publishes only while it exists.
 */
export function contentImageJobHandlers(deps: ContentImageJobDeps): JobHandlersOf<typeof contentImageJobs> {
  return {
    async 'content-image.encode'({ id, ext }): Promise<Result> {
      const originalKey = contentOriginalKey(id, ext);
      const publicKeys = contentVariantKeys(id);
      // Nobody waits any more: whatever an earlier attempt wrote is withdrawn.
      const withdraw = async (): Promise<Result> => {
        await deps.storage.remove(publicKeys);
        return { refused: 'The uploaded image is gone; upload it again' };
      };
      let original: Buffer;
      try {
        original = await deps.storage.getBuffer(originalKey);
      } catch (err) {
        if (!(err instanceof AppError && err.code === 'NOT_FOUND')) throw err;
        return withdraw();
      }
      let variants: ContentImageVariant[];
      try {
        variants = await deps.images.contentVariants(original);
      } catch (err) {
        if (!(err instanceof AppError && err.code === 'VALIDATION')) throw err;
        return { refused: err.message };
      }
      for (const v of variants) {
        await deps.storage.put(contentVariantKey(id, v.variant.width, v.variant.format), v.data, v.contentType);
      }
      // Checked after writing, not before: the gateway gives up by removing the original and
      // then the public files, so either this check sees the original gone, or the write came
      // before that removal of the public files. Either way no unreferenced public file stays.
      if (!(await deps.storage.stat(originalKey))) return withdraw();
      return {};
    },
  };
}

/** Originals older than this belong to no waiting request (the gateway waits `CONTENT_IMAGE_TIMEOUT_MS`, 30 s). */
const CONTENT_ORIGINAL_TTL_MS = 60 * 60 * 1000;

/**
 * Part of the worker's hourly `housekeeping.sweep`: removes originals a gateway that died mid-wait left
 * behind. A worker still busy with one then finds it gone and publishes nothing.
 */
export async function pruneContentOriginals(storage: ObjectStore, now = new Date()): Promise<{ removed: number }> {
  const cutoff = now.getTime() - CONTENT_ORIGINAL_TTL_MS;
  const old: string[] = [];
  for await (const obj of storage.list(CONTENT_ORIGINALS_PREFIX)) {
    if (obj.lastModified.getTime() < cutoff) old.push(obj.key);
  }
  for (let i = 0; i < old.length; i += 500) await storage.remove(old.slice(i, i + 500));
  return { removed: old.length };
}
