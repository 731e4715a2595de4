import { z } from 'zod';
import { defineJob, jobCatalogue } from '../../platform/queue-contracts';

/** A chase row's job: the row and its lead's UUID (a restored database may reuse the ids). */
const chaseJobRef = z.object({ chase_id: z.number().int().positive(), submission_uid: z.uuid() });

// The chase's jobs (handlers: lead-chase.handlers.ts; docs/pipeline.md, "The chase").
/** Every minute: writes the chases that fell due (rows and outbox jobs), from PostgreSQL alone. */
export const chaseSweepJob = defineJob('lead-chase.sweep', z.object({}));
/** One chase of one lead (owner, admins or follow-up), once, unless the lead was answered meanwhile. */
export const sendChaseJob = defineJob('lead-chase.send', chaseJobRef);
/** The opening-time digest of one office date: the leads that came while the office was closed. */
export const chaseDigestJob = defineJob('lead-chase.digest', z.object({ date: z.iso.date() }));

export const leadChaseJobs = jobCatalogue(chaseSweepJob, sendChaseJob, chaseDigestJob);
