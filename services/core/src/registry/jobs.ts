import { z } from 'zod';
import { leadPipelineJobs } from '../modules/lead-pipeline';
import { leadChaseJobs } from '../modules/lead-chase';
import { leadReplyJobs } from '../modules/lead-reply';
import { contentImageJobs } from '../modules/content-image';
import { outboxJobs } from '../modules/outbox';
import { photoJobs } from '../modules/photo';
import { backupJobs } from '../modules/backup';
import { bookingJobs } from '../modules/booking';
import { reviewJobs } from '../modules/review';
import { createJobQueue as createQueue } from '../platform/queue';
import {
  defineJob,
  jobCatalogue,
  type JobHandlersOf,
  type JobNameOf,
  type JobPayloadOf,
  type JobQueue as QueueOf,
  type QueueConnectionOptions,
  type RetryPolicy,
} from '../platform/queue-contracts';
import { startJobWorkers as startWorkers, type JobWorkersOptions } from '../platform/queue-workers';

/**
 * The worker's own upkeep: it schedules and runs it (services/worker/src/housekeeping.ts); no module owns it.
 * Hourly: deletes unclaimed lead uploads, abandoned content-image originals, week-old relayed outbox rows and real-user vitals past 90 days.
 */
export const housekeepingSweepJob = defineJob('housekeeping.sweep', z.object({}));
const housekeepingJobs = jobCatalogue(housekeepingSweepJob);

/**
 * Every background job, assembled from the modules' `*.jobs.ts`: each name is its own BullMQ
 * queue. The gateway enqueues and counts them; the worker refuses to start unless it has a
 * handler for each.
 */
export const jobContracts = {
  ...leadPipelineJobs,
  ...leadChaseJobs,
  ...leadReplyJobs,
  ...photoJobs,
  ...contentImageJobs,
  ...outboxJobs,
  ...backupJobs,
  ...bookingJobs,
  ...reviewJobs,
  ...housekeepingJobs,
};

type JobCatalogue = typeof jobContracts;
export type JobName = JobNameOf<JobCatalogue>;
export type JobPayload<N extends JobName> = JobPayloadOf<JobCatalogue, N>;
export type JobHandlers = JobHandlersOf<JobCatalogue>;
export type JobQueue = QueueOf<JobCatalogue>;
export const jobNames = Object.keys(jobContracts) as JobName[];

/** The producer of every job of the catalogue. */
export function createJobQueue(options: QueueConnectionOptions & { retry?: RetryPolicy }): JobQueue {
  return createQueue(jobContracts, options);
}

/** The consumers of every job; throws (the worker does not boot) when a job has no handler. */
export function startJobWorkers(handlers: JobHandlers, options: JobWorkersOptions<JobName>) {
  return startWorkers(jobContracts, handlers, options);
}
