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
};
