import { z } from 'zod';
import { defineJob } from '../../platform/queue-contracts';

export const outboxJobs = {
  /** Re-drives work whose job the queue lost (Redis restarted empty, failover, eviction): every minute and at start. */
  'outbox.reconcile': defineJob(z.object({})),
};
