import { z } from 'zod';
import { uploadedPathPattern } from './media-paths';

/** Upload limits (docs/product.md §5, §9): the form enforces them before sending, the server again. */
export const uploadLimits = { maxFiles: 5, maxFileBytes: 10 * 1024 * 1024 } as const;

/** An enquiry's photos uploaded whole (`POST /api/upload` or the form's multipart post): the paths those answered. */
export const photoUrlsInput = z
  .array(z.string().regex(uploadedPathPattern, 'photo_urls must hold paths returned by /api/upload'), {
    error: 'photo_urls must be a list of paths',
  })
  .max(uploadLimits.maxFiles, `At most ${uploadLimits.maxFiles} photos`)
  .refine((v) => new Set(v).size === v.length, 'photo_urls must not repeat a path')
  .default([]);

/** Resumable (tus) uploads of the enquiry, finished or still on their way: they attach to the lead as they complete. */
export const photoIdsInput = z
  .array(z.uuid({ error: 'photo_ids must hold upload ids' }), { error: 'photo_ids must be a list of upload ids' })
  .max(uploadLimits.maxFiles, `At most ${uploadLimits.maxFiles} photos`)
  .refine((v) => new Set(v).size === v.length, 'photo_ids must not repeat an id')
  .default([])
  .describe('Resumable upload ids (POST /api/tus) of this enquiry, finished or not: each must have been made for the client_id sent with them');
