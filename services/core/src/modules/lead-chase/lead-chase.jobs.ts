import { z } from 'zod';
import { defineJob } from '../../platform/queue-contracts';

/** A chase row's job: the row and its lead's UUID (a restored database may reuse the ids). */
const chaseJobRef = z.object({ chase_id: z.number().int().positive(), submission_uid: z.uuid() });

/** The chase's jobs (handlers: lead-chase.handlers.ts; docs/pipeline.md, "The chase"). */
export const leadChaseJobs = {
  /** Every minute: writes the chases that fell due (rows and outbox jobs), from PostgreSQL alone. */
  'lead-chase.sweep': defineJob(z.object({})),
  /** One chase of one lead (owner, admins or follow-up), once, unless the lead was answered meanwhile. */
  'lead-chase.send': defineJob(chaseJobRef),
  /** The opening-time digest of one office date: the leads that came while the office was closed. */
  'lead-chase.digest': defineJob(z.object({ date: z.iso.date() })),
};
