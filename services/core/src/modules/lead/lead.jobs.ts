import { z } from 'zod';
import { defineJob, type JobContract } from '../../platform/queue-contracts';
import type { LeadStep } from './lead.entity';
import { leadExternalNames } from './lead.external-names';

/**
 * A lead's jobs name it twice: by its row id (to load it) and by its UUID (to be sure the row
 * is that lead: a database restored from a backup reuses row ids). Jobs queued before the UUID
 * existed carry only the id. The payload keys (`submission_*`) and the job names (`contact.*`)
 * are the ones already stored in Redis and in outbox rows: renaming one would orphan the jobs
 * queued under the old name (docs/architecture.md, "Words").
 */
export const leadJobRef = z.object({ submission_id: z.number().int().positive(), submission_uid: z.uuid().optional() });
export type LeadJobRef = z.infer<typeof leadJobRef>;

// The steps of a lead's pipeline (handlers: ../lead-pipeline/lead-pipeline.handlers.ts), declared
// here because intake writes their outbox rows (lead-outbox.ts) and lead-pipeline depends on lead.
/** Re-encodes each photo of a lead into variants, one by one, then asks for the staff e-mail. */
export const processLeadPhotosJob = defineJob(leadExternalNames.jobs.processPhotos, leadJobRef);
/** The new-lead email to `STAFF_EMAIL` (once), with the photos ready by then. */
export const notifyStaffJob = defineJob(leadExternalNames.jobs.notifyStaff, leadJobRef);
/** The "we will contact you within 24 hours" email to the homeowner (once). */
export const confirmHomeownerJob = defineJob(leadExternalNames.jobs.confirmHomeowner, leadJobRef);

/** Each pipeline step's job (a step is named by its job: `delivery_errors` keys, `leadSteps`). */
export const leadStepJobs = {
  [processLeadPhotosJob.name]: processLeadPhotosJob,
  [notifyStaffJob.name]: notifyStaffJob,
  [confirmHomeownerJob.name]: confirmHomeownerJob,
} as const satisfies Record<LeadStep, JobContract<LeadStep, typeof leadJobRef>>;
