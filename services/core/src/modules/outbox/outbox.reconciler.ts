import type { Em } from '../../platform/db';
import type { Logger } from '../../platform/logger';
import type { JobContract, JobHandlersOf, JobPayload, JobQueue, QueuedJobState } from '../../platform/queue-contracts';
import type { outboxJobs } from './outbox.jobs';
import { OutboxMessage } from './outbox.entity';
import { addOutboxJob } from './outbox.service';

/** A job that should exist because its record still waits for it (a lead not yet e-mailed). */
export interface ExpectedJob<J extends JobContract = JobContract> {
  ref: string;
  job: J;
  payload: JobPayload<J>;
}

/** An owed job, its payload checked against its contract. */
export const expectedJob = <J extends JobContract>(ref: string, job: J, payload: JobPayload<J>): ExpectedJob => ({ ref, job, payload });

/** A module's list of the work still owed on its records (only records old enough to be overdue). */
export type ReconcileSource = (em: Em) => Promise<ExpectedJob[]>;

export interface ReconcileResult {
  /** Expected jobs looked at. */
  checked: number;
  /** Written again to the outbox: their job was gone from the queue. */
  redriven: ExpectedJob[];
  /** Left alone: their job failed for good and waits for an operator (banner, dashboard). */
  failed: number;
  /** Another reconciler was running: this one did nothing. */
  skipped: boolean;
}

/** Jobs still on their way; anything else (missing, or finished without doing the work) needs a new job. */
const alive: QueuedJobState[] = ['waiting', 'active', 'delayed', 'prioritized', 'waiting-children'];
/** The newest rows of one (ref, job) looked up in the queue; older ones are long finished or gone. */
const ROWS_CHECKED = 5;
/** Serialises reconcilers across worker replicas (a second one at the same moment skips). */
const RECONCILE_LOCK_KEY = 727_274_002;

/**
 * Finds owed work whose job the queue no longer has (Redis restarted without its data, a
 * failover, an eviction) and writes it to the outbox again, as a new job with a new id.
 * Idempotent: a record whose row is still pending, or whose job waits, runs or is delayed, is
 * left alone; re-driving what was in fact done costs nothing, as every handler checks first.
 */
export async function reconcileOutbox(em: Em, queue: Pick<JobQueue, 'jobState'>, sources: ReconcileSource[]): Promise<ReconcileResult> {
  return em.fork().transactional(async (tx) => {
    const result: ReconcileResult = { checked: 0, redriven: [], failed: 0, skipped: false };
    const [lock] = await tx.execute<{ locked: boolean }[]>('select pg_try_advisory_xact_lock(?) as locked', [RECONCILE_LOCK_KEY]);
    if (!lock?.locked) return { ...result, skipped: true };

    const expected = (await Promise.all(sources.map((source) => source(tx)))).flat();
    result.checked = expected.length;
    if (!expected.length) return result;
    const rows = await tx.find(OutboxMessage, { ref: { $in: [...new Set(expected.map((e) => e.ref))] } }, { orderBy: { id: 'desc' } });
    const byJob = new Map<string, OutboxMessage[]>();
    for (const row of rows) {
      const key = `${row.ref}\n${row.job_name}`;
      byJob.set(key, [...(byJob.get(key) ?? []), row]);
    }

    for (const job of expected) {
      const mine = (byJob.get(`${job.ref}\n${job.job.name}`) ?? []).slice(0, ROWS_CHECKED);
      if (mine.some((row) => !row.enqueued_at)) continue; // the relay has not sent it yet
      let state: 'alive' | 'failed' | 'gone' = 'gone';
      for (const row of mine) {
        const s = await queue.jobState(job.job.name, row.job_id);
        if (alive.includes(s)) {
          state = 'alive';
          break;
        }
        if (s === 'failed') state = 'failed';
      }
      if (state === 'alive') continue;
      if (state === 'failed') {
        result.failed += 1;
        continue;
      }
      addOutboxJob(tx, job);
      result.redriven.push(job);
    }
    await tx.flush();
    return result;
  });
}

/** `outbox.reconcile`, over the modules' sources; `onRedriven` lets the relay run at once. */
export function outboxJobHandlers(deps: {
  em: () => Em;
  queue: Pick<JobQueue, 'jobState'>;
  sources: ReconcileSource[];
  log: Logger;
  onRedriven?: () => void;
}): JobHandlersOf<typeof outboxJobs> {
  return {
    async 'outbox.reconcile'() {
      const result = await reconcileOutbox(deps.em(), deps.queue, deps.sources);
      if (result.redriven.length) {
        deps.log.warn('reconciler: re-drove work the queue had lost', {
          jobs: result.redriven.map((j) => `${j.job.name} ${j.ref}`),
        });
        deps.onRedriven?.();
      }
      return { redriven: result.redriven.length, failed: result.failed, skipped: result.skipped };
    },
  };
}
