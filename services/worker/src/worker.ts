import { contactJobHandlers, recordDeliveryFailure } from '@northrock/core/modules/contact/contact.jobs';
import { contentImageJobHandlers } from '@northrock/core/modules/content-image/content-image.jobs';
import { startOutboxRelay } from '@northrock/core/modules/contact/outbox.relay';
import type { Config } from '@northrock/core/platform/config';
import { createOrm } from '@northrock/core/platform/db';
import type { Logger } from '@northrock/core/platform/logger';
import { createMailer } from '@northrock/core/platform/mail';
import { createJobQueue, startJobWorkers, type JobName, type RetryPolicy } from '@northrock/core/platform/queue';
import { createObjectStore } from '@northrock/core/platform/storage';
import { createSharpImageProcessor } from './image/sharp-image-processor';

/** Knobs with production defaults; tests and the benchmark shorten the waits. */
export interface WorkerTuning {
  /** Redis key prefix of the queues (default BullMQ's `bull`). */
  prefix?: string;
  retry?: RetryPolicy;
  lockDurationMs?: number;
  stalledIntervalMs?: number;
  relayIntervalMs?: number;
  concurrency?: Partial<Record<JobName, number>>;
}

/** Photo work is CPU-bound (sharp uses every core for one image); emails wait on the network. */
export const defaultConcurrency: Record<JobName, number> = {
  'contact.process-photos': 2,
  'contact.notify-staff': 5,
  'contact.confirm-homeowner': 5,
  'upload.prune': 1,
  // An admin waits for it: one may run beside the photo work.
  'content-image.encode': 1,
};

const PRUNE_EVERY_MS = 60 * 60 * 1000;

export interface RunningWorker {
  /** Stops taking jobs, lets the running ones finish, then closes every connection. */
  close(): Promise<void>;
}

/**
 * The worker process: the outbox relay (PostgreSQL -> BullMQ) and the consumers of every
 * job, over the same adapters the gateway uses. `main.ts` adds signals; tests call it directly.
 */
export async function startWorker(config: Config, log: Logger, tuning: WorkerTuning = {}): Promise<RunningWorker> {
  if (!config.databaseUrl) throw new Error('DATABASE_URL is not set');
  const orm = await createOrm(config.databaseUrl);
  const storage = createObjectStore(config);
  await storage.init().catch((err: Error) => log.warn('object storage not ready yet', { error: err.message }));
  const mailer = createMailer(config);
  const queue = createJobQueue({ redisUrl: config.redisUrl, prefix: tuning.prefix, retry: tuning.retry });
  const images = createSharpImageProcessor();
  const handlers = {
    ...contactJobHandlers({ orm, storage, mailer, images, queue, config, log }),
    ...contentImageJobHandlers({ storage, images }),
  };
  const workers = startJobWorkers(handlers, {
    redisUrl: config.redisUrl,
    prefix: tuning.prefix,
    concurrency: { ...defaultConcurrency, ...tuning.concurrency },
    lockDurationMs: tuning.lockDurationMs,
    stalledIntervalMs: tuning.stalledIntervalMs,
    onError: (err) => log.warn('queue connection', { error: err.message }),
    async onFailure(failure) {
      const fields = { job: failure.name, payload: failure.payload, attempt: failure.attempt, error: failure.error.message };
      if (failure.final) log.error('job failed for good (see the queue dashboard)', fields);
      else log.warn('job failed; will retry', fields);
      await recordDeliveryFailure(orm.em.fork(), failure);
    },
  });
  const relay = startOutboxRelay({ orm, queue, log, intervalMs: tuning.relayIntervalMs });

  // The hourly prune is registered once Redis answers (one schedule for any number of workers).
  let scheduleTimer: NodeJS.Timeout | undefined;
  const schedulePrune = () => {
    queue.schedule('upload.prune', PRUNE_EVERY_MS).catch(() => {
      scheduleTimer = setTimeout(schedulePrune, 5_000);
      scheduleTimer.unref();
    });
  };
  schedulePrune();
  log.info('worker started', { storage: storage.kind, mail: mailer.kind });

  return {
    async close() {
      clearTimeout(scheduleTimer);
      await relay.stop();
      await workers.close();
      await queue.close();
      mailer.close();
      await orm.close();
    },
  };
}
