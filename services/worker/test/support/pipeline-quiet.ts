import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { OutboxMessage } from '@northrock/core/outbox';
import { defaultRetry } from '@northrock/core/platform';
import { jobNames } from '@northrock/core/registry';
import type { WorkerTuning } from '../../src/worker';
import type { PipelineStack } from './pipeline-stack';

/**
 * The longest a job of a worker tuned so can keep coming back after it first ran: every retry
 * of its schedule (each backoff doubles), a crashed worker's lock lapsing and the stall check
 * noticing it (when the test tunes them: an in-process worker that is not killed renews its
 * lock), and one relay pass for work its outbox still owes.
 */
function retryWindowMs(tuning: WorkerTuning): number {
  const retry = tuning.retry ?? defaultRetry;
  const backoffs = retry.backoffMs * (2 ** (retry.attempts - 1) - 1);
  const stall = (tuning.lockDurationMs ?? 0) + (tuning.stalledIntervalMs ?? 0);
  return backoffs + stall + (tuning.relayIntervalMs ?? 0);
}

/**
 * "Exactly once" is counted only once nothing can still send: waits until no outbox row waits
 * for the relay and no job of any lead queue is waiting, active or delayed (a retry pending),
 * then one more relay pass, and checks again. A delayed job not yet tried is a scheduled run
 * (the staff e-mail's run `PHOTO_WAIT_MS` after a lead with photos, whatever its photos do): it
 * is run now rather than waited for, so what it would send later it sends, or not, here.
 * Fails when this takes longer than the longest retry window of the worker's tuning
 * (`retryWindowMs`), instead of guessing a fixed pause.
 */
export async function pipelineQuiet(stack: PipelineStack, tuning: WorkerTuning): Promise<void> {
  const windowMs = retryWindowMs(tuning);
  const connection = new Redis(stack.workerEnv.REDIS_URL!, { maxRetriesPerRequest: null });
  // The lead's jobs (the schedules' next runs always wait, delayed, in their own queues).
  const leadJobs = jobNames.filter((name) => name.startsWith('contact.') || name.startsWith('lead.'));
  const queues = leadJobs.map((name) => new Queue(name, { connection, prefix: tuning.prefix ?? stack.prefix }));
  const busy = async (): Promise<string | undefined> => {
    const owed = await stack.gateway.orm.em.fork().count(OutboxMessage, { enqueued_at: null });
    if (owed) return `${owed} outbox rows not yet enqueued`;
    for (const q of queues) {
      for (const job of await q.getDelayed()) if (job.attemptsMade === 0) await job.promote().catch(() => undefined);
      const counts = await q.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'waiting-children');
      const left = Object.entries(counts).filter(([, n]) => n > 0);
      if (left.length) return `${q.name}: ${left.map(([state, n]) => `${n} ${state}`).join(', ')}`;
    }
    return undefined;
  };
  try {
    const until = Date.now() + windowMs + 5_000;
    for (let quietChecks = 0; quietChecks < 2;) {
      const why = await busy();
      if (why && Date.now() > until) throw new Error(`the pipeline is still busy ${windowMs} ms (its longest retry window) later: ${why}`);
      quietChecks = why ? 0 : quietChecks + 1;
      await new Promise((r) => setTimeout(r, why ? 100 : Math.max(100, tuning.relayIntervalMs ?? 1_000)));
    }
  } finally {
    await Promise.all(queues.map((q) => q.close()));
    connection.disconnect();
  }
}
