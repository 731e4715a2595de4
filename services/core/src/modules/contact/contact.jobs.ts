import { z } from 'zod';
import { defineJob } from '../../platform/queue-contracts';

/**
 * A lead's jobs name it twice: by its row id (to load it) and by its UUID (to be sure the row
 * is that lead: a database restored from a backup reuses row ids). Jobs queued before the UUID
 * existed carry only the id.
 */
const submissionRef = z.object({ submission_id: z.number().int().positive(), submission_uid: z.uuid().optional() });
export type SubmissionRef = z.infer<typeof submissionRef>;

/** The jobs of a lead's pipeline (handlers: contact.handlers.ts). */
export const contactJobs = {
  /** Re-encodes each photo of a submission into variants, one by one, then asks for `contact.notify-staff`. */
  'contact.process-photos': defineJob(submissionRef),
  /** The new-lead email to `STAFF_EMAIL` (once), with the photos ready by then. */
  'contact.notify-staff': defineJob(submissionRef),
  /** The "we will contact you within 24 hours" email to the homeowner (once). */
  'contact.confirm-homeowner': defineJob(submissionRef),
};
