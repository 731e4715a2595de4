import { randomUUID } from 'node:crypto';
import type { Em } from '../../platform/db';
import type { JobContract, JobPayload } from '../../platform/queue-contracts';
import { OutboxMessage } from './outbox.entity';

export interface OutboxJob<J extends JobContract = JobContract> {
  /** The job's contract (a module's `*.jobs.ts`): its stored name goes in the row, the compiler checks `payload` against it. */
  job: J;
  payload: JobPayload<J>;
  /** What the job is about (`contact_submission:42`), for the reconciler. */
  ref?: string;
  /** Not before this time (default: at once). */
  runAt?: Date;
}

/**
 * Records `job` in the outbox of the caller's transaction: it reaches the queue once that
 * transaction commits (and never if it rolls back). Each row is a new job with a new UUID.
 */
export function addOutboxJob<J extends JobContract>(tx: Em, job: OutboxJob<J>): OutboxMessage {
  const row = tx.create(OutboxMessage, {
    job_name: job.job.name,
    job_id: randomUUID(),
    payload: job.payload,
    ref: job.ref ?? null,
    run_at: job.runAt ?? null,
    enqueued_at: null,
    last_error: null,
    next_attempt_at: null,
  });
  tx.persist(row);
  return row;
}

/** Relayed rows are history after a week (the jobs themselves live in BullMQ). */
const RELAYED_ROW_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export async function pruneRelayedOutbox(em: Em, now = new Date()): Promise<number> {
  return em.nativeDelete(OutboxMessage, { enqueued_at: { $ne: null, $lt: new Date(now.getTime() - RELAYED_ROW_TTL_MS) } });
}

export interface OutboxBacklog {
  /** Rows not yet on the queue. */
  pending: number;
  /** Of those, rows the queue refused at least once (each on its own backoff). */
  retrying: number;
  /** Seconds the oldest pending row has waited (0: none). */
  oldestSeconds: number;
}

/** For metrics: what waits in PostgreSQL for the queue. */
export async function outboxBacklog(em: Em, now = new Date()): Promise<OutboxBacklog> {
  const [row] = await em.execute<{ pending: number; retrying: number; oldest: number | null }[]>(
    `select count(*)::int as pending, count(*) filter (where attempts > 0)::int as retrying,
       extract(epoch from min(created_at))::float8 * 1000 as oldest
     from outbox_messages where enqueued_at is null`,
  );
  const oldest = row?.oldest ?? now.getTime();
  return { pending: row?.pending ?? 0, retrying: row?.retrying ?? 0, oldestSeconds: Math.max(0, (now.getTime() - oldest) / 1000) };
}
