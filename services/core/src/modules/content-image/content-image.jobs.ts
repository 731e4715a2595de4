import { z } from 'zod';
import { acceptedImageTypes, type AcceptedImageExt } from '../../platform/image';
import { defineJob, jobCatalogue } from '../../platform/queue-contracts';

/** Re-encodes an admin's content image into its public AVIF and WebP variants; the gateway waits for it (`run`). */
export const encodeContentImageJob = defineJob(
  'content-image.encode',
  z.object({
    id: z.uuid(),
    ext: z.enum(Object.keys(acceptedImageTypes) as [AcceptedImageExt, ...AcceptedImageExt[]]),
  }),
  // Someone waits: a blip is retried within the wait (1 s, 2 s), not hours later.
  { retry: { attempts: 3, backoffMs: 1_000 } },
);

export const contentImageJobs = jobCatalogue(encodeContentImageJob);
