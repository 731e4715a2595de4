import type { Em } from '../../platform/db';
import { addOutboxJob, expectedJob, type ReconcileSource } from '../outbox';
import { sendInvitationJob, sendReminderJob } from './booking.jobs';

/** Serialises sweeps across worker replicas (a second one at the same moment skips). */
const SWEEP_LOCK_KEY = 727_274_031;
/** A reminder handed to the queue this long ago and still unsent is handed again (its job was lost: a Redis flush). */
const REQUEUE_AFTER_MS = 5 * 60_000;
/** An invitation owed this long without its job is re-driven by the reconciler. */
const RECONCILE_AFTER_MS = 2 * 60_000;

/**
 * Queues the reminders due at `now` (the tests' injected clock; the worker passes the time):
 * unsent, not cancelled, of a visit still booked at the reminder's SEQUENCE and not yet begun.
 * The due times live in `visit_reminders`, so a restarted worker or a flushed Redis loses
 * nothing: the next sweep hands them again, and `sendOnce` sends each once.
 */
export async function sweepReminders(em: Em, now: Date = new Date()): Promise<{ queued: number[]; skipped: boolean }> {
  return em.fork().transactional(async (tx) => {
    const [lock] = await tx.execute<{ locked: boolean }[]>('select pg_try_advisory_xact_lock(?) as locked', [SWEEP_LOCK_KEY]);
    if (!lock?.locked) return { queued: [], skipped: true };
    const due = await tx.execute<{ id: number }[]>(
      `update visit_reminders r set queued_at = ? from visits v
       where v.id = r.visit_id and r.due_at <= ? and r.sent_at is null and r.cancelled_at is null
         and v.status = 'booked' and v.sequence = r.sequence and v.start_at > ?
         and (r.queued_at is null or r.queued_at < ?)
       returning r.id`,
      [now, now, now, new Date(now.getTime() - REQUEUE_AFTER_MS)],
    );
    for (const { id } of due) addOutboxJob(tx, { job: sendReminderJob, payload: { reminder_id: id }, ref: `visit_reminder:${id}` });
    await tx.flush();
    return { queued: due.map((r) => r.id).sort((a, b) => a - b), skipped: false };
  });
}

/**
 * For the reconciler: visits whose invitation at their current SEQUENCE has not gone out a while
 * after the change (its job lost with Redis). Re-driving one that did go out costs nothing.
 */
export function invitationReconcileSource(options: { olderThanMs?: number } = {}): ReconcileSource {
  return async (em) => {
    const now = Date.now();
    const owed = await em.execute<{ id: string; sequence: number }[]>(
      `select id, sequence from visits where (invited_sequence is null or invited_sequence < sequence) and updated_at < ? and updated_at > ? limit 1000`,
      [new Date(now - (options.olderThanMs ?? RECONCILE_AFTER_MS)), new Date(now - 7 * 24 * 60 * 60_000)],
    );
    return owed.map((v) => expectedJob(`visit:${v.id}:${v.sequence}`, sendInvitationJob, { visit_id: v.id, sequence: v.sequence }));
  };
}
