import { LockMode } from '@mikro-orm/core';
import type { Em, Orm } from '../../platform/db';
import type { Logger } from '../../platform/logger';
import { jobContracts, type JobName, type JobQueue } from '../../platform/queue';
import { ContactSubmission } from './contact.entity';
import { OutboxMessage } from './outbox.entity';

const BATCH = 100;

export interface RelayResult {
  relayed: number;
  /** Why the round stopped early (Redis away); the row keeps waiting. */
  error?: string;
}

/**
 * One round of the outbox relay: pending rows, oldest first, locked (`SKIP LOCKED`, so
 * several relays never take the same row) and put on the queue; each row is stamped once
 * BullMQ has it. A failing enqueue stops the round and the row waits for the next one.
 * At-least-once: a row enqueued twice (crash before the stamp) is deduplicated by its job id
 * and, past that, by the handlers' idempotency.
 */
export async function relayOutbox(em: Em, queue: Pick<JobQueue, 'enqueue'>, limit = BATCH): Promise<RelayResult> {
  return em.transactional(async (tx) => {
    const rows = await tx.find(
      OutboxMessage,
      { enqueued_at: null },
      { orderBy: { id: 'asc' }, limit, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
    );
    let relayed = 0;
    let error: string | undefined;
    for (const row of rows) {
      const name = row.job_name as JobName;
      try {
        if (!(name in jobContracts)) throw new Error(`unknown job ${row.job_name}`);
        await queue.enqueue(name, row.payload as never);
      } catch (err) {
        row.attempts += 1;
        row.last_error = (err as Error).message.slice(0, 500);
        error = row.last_error;
        break;
      }
      const now = new Date();
      row.enqueued_at = now;
      const submissionId = (row.payload as { submission_id?: unknown }).submission_id;
      if (typeof submissionId === 'number') {
        await tx.nativeUpdate(ContactSubmission, { id: submissionId, enqueued_at: null }, { enqueued_at: now });
      }
      relayed += 1;
    }
    return { relayed, error };
  });
}

export interface OutboxRelay {
  /** Runs a round now (e.g. right after a submission) instead of at the next tick. */
  kick(): void;
  stop(): Promise<void>;
}

/**
 * Polls the outbox every `intervalMs` (and at once on `kick`). While Redis is away it logs
 * once, waits, and delivers everything as soon as Redis answers again.
 */
export function startOutboxRelay(deps: {
  orm: Orm;
  queue: Pick<JobQueue, 'enqueue' | 'ready'>;
  log: Logger;
  intervalMs?: number;
}): OutboxRelay {
  const interval = deps.intervalMs ?? 500;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let waiting = false;
  let failingSince: number | undefined;
  /** A connection still coming up at start is no news; a queue away for seconds is. */
  const WARN_AFTER_MS = 3_000;

  const round = async () => {
    let again = false;
    try {
      if (!deps.queue.ready()) throw new Error('Redis is not connected');
      const result = await relayOutbox(deps.orm.em.fork(), deps.queue);
      if (result.error) throw new Error(result.error);
      if (waiting) deps.log.info('outbox relay: queue reachable again');
      waiting = false;
      failingSince = undefined;
      again = result.relayed === BATCH;
      if (result.relayed) deps.log.debug('outbox relayed', { jobs: result.relayed });
    } catch (err) {
      failingSince ??= Date.now();
      if (!waiting && Date.now() - failingSince >= WARN_AFTER_MS) {
        deps.log.warn('outbox relay: cannot enqueue yet; leads wait in PostgreSQL', { error: (err as Error).message });
        waiting = true;
      }
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
      if (!running) schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
