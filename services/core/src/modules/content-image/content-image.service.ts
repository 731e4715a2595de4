import { z } from 'zod';
import { acceptedImageTypes, isAcceptedImageExt } from '../../platform/image';
import { contentVariantKeys, contentVariantPath, discardSpooled, parseContentPath, type SpooledUpload } from '../photo';
import type { JobQueue } from '../../platform/queue-contracts';
import { encodeContentImageJob, type contentImageJobs } from './content-image.jobs';
import type { ObjectStore } from '../../platform/storage';
import { AppError } from '../../platform/errors';

/**
 * Images the admin puts on the site (service, blog, testimonial, logo...): unlike a lead's
 * photos they are public at once and kept until replaced. The server checks the upload like
 * any other (type by its bytes, size, pixels, name), keeps it as a private original, and the
 * worker's `content-image.encode` job re-encodes it (upright, no metadata) into public AVIF
 * and WebP files at 600 and 1200 px, named by platform/image-variants.ts
 * (`content/<id>-1200.webp`, `-600.webp`, `-1200.avif`, `-600.avif`): what the public sees is
 * always pixels the server drew, never the file as sent (a polyglot loses its payload). See
 * docs/admin.md.
 */
export const CONTENT_ORIGINALS_PREFIX = 'content-originals/';
/**
 * Private, never served: the upload as sent. It exists exactly while its request waits: the
 * gateway deletes it when it answers (whatever the answer), the hourly sweep when the gateway
 * died meanwhile. The worker publishes only while it exists (see `content-image.handlers.ts`).
 */
export const contentOriginalKey = (id: string, ext: string) => `${CONTENT_ORIGINALS_PREFIX}${id}.${ext}`;

/** How long the upload request waits for the worker by default. */
const CONTENT_IMAGE_TIMEOUT_MS = 30_000;

const contentImageUnavailable =
  'Images cannot be processed right now (the image worker is not answering). Paste an image URL instead, or try again in a minute.';

/** What `content-image.encode` answers: `refused` when the bytes could not be decoded. */
export const contentImageResult = z.object({ refused: z.string().optional() });

/** The object key and type behind a `/media/content/...` path, or undefined for anything else. */
export function parseContentImagePath(path: string): { key: string; contentType: string } | undefined {
  const m = parseContentPath(path);
  if (!m || !isAcceptedImageExt(m.ext)) return undefined;
  return { key: m.key, contentType: acceptedImageTypes[m.ext] };
}

export interface ContentImageStoreDeps {
  storage: ObjectStore;
  /** Without it (no Redis configured for this gateway) every upload answers 503. */
  queue?: Pick<JobQueue<typeof contentImageJobs>, 'run'>;
  timeoutMs?: number;
}

/**
 * Stores one checked upload as a private original, has the worker publish its re-encode and
 * answers the public path. When the worker does not finish in time nothing public remains:
 * the original goes first, then the public files, so a worker still mid-job either wrote before
 * that removal or finds the original gone after writing and withdraws its file (docs/admin.md).
 */
export async function storeContentImage(deps: ContentImageStoreDeps, files: SpooledUpload[]): Promise<string> {
  try {
    const [file] = files;
    if (!file || files.length !== 1) throw new AppError('VALIDATION', 'Send exactly one image in the field "files"');
    if (!deps.queue) throw new AppError('UNAVAILABLE', contentImageUnavailable);
    const original = contentOriginalKey(file.id, file.ext);
    await deps.storage.putFile(original, file.tmpPath, file.contentType);
    let result: z.infer<typeof contentImageResult>;
    try {
      const answer = await deps.queue.run(encodeContentImageJob, { id: file.id, ext: file.ext }, deps.timeoutMs ?? CONTENT_IMAGE_TIMEOUT_MS);
      result = contentImageResult.parse(answer ?? {});
    } catch {
      // In this order, one after the other (a batch removal has no order).
      await deps.storage.remove([original]).catch(() => undefined);
      await deps.storage.remove(contentVariantKeys(file.id)).catch(() => undefined);
      throw new AppError('UNAVAILABLE', contentImageUnavailable);
    }
    // Answered: the original has served (the sweep removes it if this fails).
    await deps.storage.remove([original]).catch(() => undefined);
    if (result.refused) throw new AppError('VALIDATION', result.refused);
    return contentVariantPath(file.id);
  } finally {
    await discardSpooled(files);
  }
}
