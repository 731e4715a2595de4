import { z } from 'zod';
import { defineJob } from '../../platform/queue-contracts';
import { leadJobRef } from '../lead';

/**
 * The jobs of a lead's pipeline (handlers: lead-pipeline.handlers.ts; the outbox rows that ask
 * for them: ../lead/lead-outbox.ts). The names keep the word `contact`: they are stored in Redis
 * and in outbox rows, and a renamed job would orphan every job queued under the old name.
 */
export const leadPipelineJobs = {
  /** Re-encodes each photo of a lead into variants, one by one, then asks for `contact.notify-staff`. */
  'contact.process-photos': defineJob(leadJobRef),
  /** The new-lead email to `STAFF_EMAIL` (once), with the photos ready by then. */
  'contact.notify-staff': defineJob(leadJobRef),
  /** The "we will contact you within 24 hours" email to the homeowner (once). */
  'contact.confirm-homeowner': defineJob(leadJobRef),
  /**
   * A resumable upload completed (or expired unfinished): its variants made at once, kept on the
   * upload, and given to the lead that claimed it, whose staff e-mail leaves with its last photo.
   */
  'upload.process-photo': defineJob(z.object({ upload_id: z.uuid() })),
};
