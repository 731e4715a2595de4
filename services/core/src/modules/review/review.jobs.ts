import { z } from 'zod';
import { defineJob, jobCatalogue } from '../../platform/queue-contracts';

/** The review request's jobs (handlers: review.handlers.ts; docs/pipeline.md, "Review requests"). */

/** Every minute: writes the requests of leads marked won, and the jobs of requests and reminders that fell due, from PostgreSQL alone. */
export const reviewSweepJob = defineJob('review.sweep', z.object({}));
/** One request or its one reminder, once, unless it was cancelled, answered (reminder) or the address unsubscribed. */
export const sendReviewRequestJob = defineJob(
  'review.send-request',
  z.object({ request_id: z.number().int().positive(), request_uid: z.uuid(), kind: z.enum(['request', 'reminder']) }),
);
/** A rating of 2 or less: the lead's owner and the admins hear of it at once (one e-mail per answer). */
export const lowRatingJob = defineJob(
  'review.low-rating',
  z.object({ review_id: z.number().int().positive(), request_uid: z.uuid(), submitted_at: z.number().int() }),
);

export const reviewJobs = jobCatalogue(reviewSweepJob, sendReviewRequestJob, lowRatingJob);
