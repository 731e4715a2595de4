import { LockMode } from '@mikro-orm/core';
import type { Em, Orm } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import type { JobQueue } from '../../platform/queue-contracts';
import { OutboxMessage } from './outbox.entity';

const BATCH = 100;

/**
 * Called in the relay's transaction once BullMQ holds a row's job: the module that wrote the
 * row records it on its own data (a lead's `enqueued_at`), without the relay knowing that data.
 */
export type EnqueuedHook = (tx: Em, row: OutboxMessage, at: Date) => Promise<void>;
export type EnqueuedHooks = Partial<Record<string, EnqueuedHook>>;

/** How long a row the queue refused waits before its next try: 1 s, doubling, at most 5 minutes. */
function outboxBackoffMs(attempts: number): number {
  return Math.min(1_000 * 2 ** Math.max(0, attempts - 1), 5 * 60_000);
}

export interface RelayResult {
  relayed: number;
  /** Rows the queue refused this round; each waits out its own backoff. */
  failed: number;
  /** The last refusal's message, for the log. */
  failure?: string;
  /** Why the round stopped early (Redis away); the rows keep waiting. */
  error?: string;
}

const queueAway = (err: unknown) => err instanceof AppError && err.code === 'UNAVAILABLE';

/**
 * One round of the outbox relay: pending rows that are due, oldest first, locked (`SKIP
 * LOCKED`, so several relays never take the same row) and put on the queue; each row is
 * stamped once BullMQ has it. A row the queue refuses (a bad payload, a job name this build
 * does not know) is retried with backoff on its own and the round goes on with the others;
 * only Redis being away stops the round. At-least-once: a row enqueued twice (crash before
 * the stamp) is deduplicated by its job id and, past that, by the handlers' idempotency.
 */
export async function relayOutbox(
  em: Em,
  queue: Pick<JobQueue, 'enqueueStored'>,
  options: { hooks?: EnqueuedHooks; limit?: number } = {},
): Promise<RelayResult> {
  const limit = options.limit ?? BATCH;
  return em.transactional(async (tx) => {
    const now = new Date();
    const rows = await tx.find(
      OutboxMessage,
      { enqueued_at: null, $or: [{ next_attempt_at: null }, { next_attempt_at: { $lte: now } }] },
      { orderBy: { id: 'asc' }, limit, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
    );
    const result: RelayResult = { relayed: 0, failed: 0 };
    for (const row of rows) {
      const name = row.job_name;
      try {
        const delayMs = row.run_at ? row.run_at.getTime() - Date.now() : 0;
        await queue.enqueueStored(name, row.payload, { jobId: row.job_id, delayMs });
      } catch (err) {
        row.attempts += 1;
        row.last_error = (err as Error).message.slice(0, 500);
        if (queueAway(err)) {
          result.error = row.last_error;
          break;
        }
        row.next_attempt_at = new Date(Date.now() + outboxBackoffMs(row.attempts));
        result.failed += 1;
        result.failure = row.last_error;
        continue;
      }
      row.enqueued_at = now;
      row.next_attempt_at = null;
      await options.hooks?.[name]?.(tx, row, now);
      result.relayed += 1;
    }
    return result;
  });
}

export interface OutboxRelay {
  /** Runs a round now (e.g. right after a job wrote a row) instead of at the next tick. */
  kick(): void;
  stop(): Promise<void>;
}

/**
 * Polls the outbox every `intervalMs` (and at once on `kick`). While Redis is away it logs
 * once, waits, and delivers everything as soon as Redis answers again.
 */
export function startOutboxRelay(deps: {
  orm: Orm;
  queue: Pick<JobQueue, 'enqueueStored' | 'ready'>;
  log: Logger;
  hooks?: EnqueuedHooks;
  intervalMs?: number;
}): OutboxRelay {
  const interval = deps.intervalMs ?? 500;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let kicked = false;
  let stopped = false;
  let waiting = false;
  let failingSince: number | undefined;
  /** A connection still coming up at start is no news; a queue away for seconds is. */
  const WARN_AFTER_MS = 3_000;

  const round = async () => {
    let again = false;
    try {
      if (!deps.queue.ready()) throw new Error('Redis is not connected');
      const result = await relayOutbox(deps.orm.em.fork(), deps.queue, { hooks: deps.hooks });
      if (result.error) throw new Error(result.error);
      if (waiting) deps.log.info('outbox relay: queue reachable again');
      waiting = false;
      failingSince = undefined;
      again = result.relayed + result.failed === BATCH;
      if (result.relayed) deps.log.debug('outbox relayed', { jobs: result.relayed });
      if (result.failed)
        deps.log.warn('outbox relay: the queue refused some rows; each is retried with backoff', {
          rows: result.failed,
          error: result.failure,
        });
    } catch (err) {
      failingSince ??= Date.now();
      if (!waiting && Date.now() - failingSince >= WARN_AFTER_MS) {
        deps.log.warn('outbox relay: cannot enqueue yet; leads wait in PostgreSQL', { error: (err as Error).message });
        waiting = true;
      }
    }
    if (kicked) {
      kicked = false;
      again = true;
    }
    schedule(again ? 0 : failingSince ? Math.min(interval * 4, 2_000) : interval);
  };
  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = round().finally(() => (running = undefined));
    }, ms);
    timer.unref();
  };
  schedule(0);

  return {
    kick: () => {
      // A kick during a round is remembered: the row it announces may have missed that round's read.
      if (running) kicked = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
