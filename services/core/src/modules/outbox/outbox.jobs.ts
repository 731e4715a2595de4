import { z } from 'zod';
import { defineJob, jobCatalogue } from '../../platform/queue-contracts';

/** Re-drives work whose job the queue lost (Redis restarted empty, failover, eviction): every minute and at start. */
export const reconcileOutboxJob = defineJob('outbox.reconcile', z.object({}));

export const outboxJobs = jobCatalogue(reconcileOutboxJob);
