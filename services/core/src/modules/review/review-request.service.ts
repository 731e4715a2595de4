import { randomUUID } from 'node:crypto';
import type { Em } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { recordActivity } from '../activity';
import { Lead } from '../lead';
import { findLeadFor, type LeadViewer } from '../lead-desk';
import { addOutboxJob, expectedJob, type ExpectedJob, type ReconcileSource } from '../outbox';
import { sendReviewRequestJob } from './review.jobs';
import { ReviewRequest, type ReviewCancelReason } from './review.entity';
import { getReviewSettings } from './review-settings.service';

const DAY_MS = 24 * 60 * 60 * 1000;
/** One reminder, this long after the request went, if nothing came back; then never again. */
const REMINDER_AFTER_MS = 7 * DAY_MS;
/** A lead won longer ago than this when the sweep first sees it gets no request (CASL allows two years; a late ask helps nobody). */
const WON_HORIZON_MS = 30 * DAY_MS;
/** Serialises sweeps across worker replicas. */
const SWEEP_LOCK_KEY = 727_274_033;
/** A request queued this long without going is re-driven by the reconciler. */
const RECONCILE_AFTER_MS = 2 * 60 * 1000;

export type ReviewMailKind = 'request' | 'reminder';
const outboxRef = (id: number, kind: ReviewMailKind) => `review_request:${id}:${kind}`;
const sendJob = (r: { id: number; uid: string }, kind: ReviewMailKind): ExpectedJob =>
  expectedJob(outboxRef(r.id, kind), sendReviewRequestJob, { request_id: r.id, request_uid: r.uid, kind });

/** Who acted: the signed-in account. */
export interface ReviewActor {
  id: number;
  username: string;
}

export interface ReviewSweepResult {
  created: number;
  queued: number;
  reminders: number;
  skipped: boolean;
}

/**
 * Writes what is due at `now` (the tests' injected clock; the worker passes the time), from
 * PostgreSQL alone: a request for each lead marked won (due `delay_days` after), the outbox job
 * of each request that fell due, and of each reminder owed (7 days after the request, unanswered).
 * Each stamp and its job commit together, so a restart or a Redis flush loses and repeats nothing.
 */
export async function sweepReviewRequests(em: Em, now: Date = new Date()): Promise<ReviewSweepResult> {
  return em.fork().transactional(async (tx) => {
    const [lock] = await tx.execute<{ locked: boolean }[]>('select pg_try_advisory_xact_lock(?) as locked', [SWEEP_LOCK_KEY]);
    if (!lock?.locked) return { created: 0, queued: 0, reminders: 0, skipped: true };
    const { delay_days } = await getReviewSettings(tx);
    const created = await tx.execute<{ id: number }[]>(
      `insert into review_requests (uid, lead_id, language, due_at, created_at)
       select gen_random_uuid(), s.id, s.language, s.outcome_at + make_interval(days => ?), ?
       from contact_submissions s
       where s.outcome = 'won' and s.outcome_at > ? and s.erased_at is null and s.spam_at is null and s.email <> ''
         and not exists (select 1 from review_requests r where r.lead_id = s.id)
       on conflict (lead_id) do nothing returning id`,
      [delay_days, now, new Date(now.getTime() - WON_HORIZON_MS)],
    );
    const due = await tx.execute<{ id: number; uid: string }[]>(
      `update review_requests set queued_at = ? where due_at <= ? and queued_at is null and cancelled_at is null returning id, uid`,
      [now, now],
    );
    const reminders = await tx.execute<{ id: number; uid: string }[]>(
      `update review_requests set reminder_queued_at = ?
       where sent_at <= ? and reminder_queued_at is null and answered_at is null and cancelled_at is null returning id, uid`,
      [now, new Date(now.getTime() - REMINDER_AFTER_MS)],
    );
    for (const r of due) addOutboxJob(tx, { ...sendJob(r, 'request') });
    for (const r of reminders) addOutboxJob(tx, { ...sendJob(r, 'reminder') });
    await tx.flush();
    return { created: created.length, queued: due.length, reminders: reminders.length, skipped: false };
  });
}

/**
 * For the reconciler: requests and reminders queued a while ago that neither went nor were
 * cancelled, whose job the queue may have lost. Re-driving one that went costs nothing: the
 * handler finds it sent (and the e-mail ledger has its key).
 */
export function reviewReconcileSource(options: { olderThanMs?: number } = {}): ReconcileSource {
  return async (em) => {
    const before = new Date(Date.now() - (options.olderThanMs ?? RECONCILE_AFTER_MS));
    const rows = await em.execute<{ id: number; uid: string; kind: ReviewMailKind }[]>(
      `select id, uid, 'request' as kind from review_requests where queued_at < ? and sent_at is null and cancelled_at is null
       union all
       select id, uid, 'reminder' from review_requests where reminder_queued_at < ? and reminder_sent_at is null and cancelled_at is null
       order by id limit 1000`,
      [before, before],
    );
    return rows.map((r) => sendJob(r, r.kind));
  };
}

/** Stops a request for good (and its reminder): nothing more goes for this job. */
export async function cancelRequestRow(em: Em, id: number, reason: ReviewCancelReason, now: Date): Promise<void> {
  await em.nativeUpdate(ReviewRequest, { id, cancelled_at: null }, { cancelled_at: now, cancel_reason: reason });
}

/** What the lead card shows of a lead's review request. */
export interface ReviewRequestView {
  due_at: Date | null;
  sent_at: Date | null;
  reminder_sent_at: Date | null;
  answered_at: Date | null;
  cancelled_at: Date | null;
  cancel_reason: ReviewCancelReason | null;
}

const requestView = (r: ReviewRequest | null): ReviewRequestView | null =>
  r && {
    due_at: r.due_at,
    sent_at: r.sent_at ?? null,
    reminder_sent_at: r.reminder_sent_at ?? null,
    answered_at: r.answered_at ?? null,
    cancelled_at: r.cancelled_at ?? null,
    cancel_reason: (r.cancel_reason as ReviewCancelReason | null | undefined) ?? null,
  };

/** The lead's review request, or null when none was written yet; 404 for a lead the viewer may not see. */
export async function leadReviewRequest(em: Em, leadId: number, viewer: LeadViewer): Promise<ReviewRequestView | null> {
  await findLeadFor(em, leadId, viewer);
  return requestView(await em.findOne(ReviewRequest, { lead: leadId }));
}

/**
 * "Send the review request now" from the lead card: a won lead's request goes at once (the
 * outbox job written with it). Refused (409) when it went already or the lead is not won.
 */
export async function sendReviewRequestNow(em: Em, leadId: number, viewer: LeadViewer, actor: ReviewActor, now = new Date()): Promise<ReviewRequestView> {
  const lead = await findLeadFor(em, leadId, viewer);
  if (lead.outcome !== 'won') throw new AppError('CONFLICT', 'Only a won lead is asked for a review');
  if (lead.erased_at || !lead.email) throw new AppError('CONFLICT', "This lead's e-mail address was erased");
  return em.fork().transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(?)', [SWEEP_LOCK_KEY]);
    let request = await tx.findOne(ReviewRequest, { lead: leadId });
    if (request?.queued_at) throw new AppError('CONFLICT', 'The review request was sent already');
    if (!request) {
      request = tx.create(ReviewRequest, { uid: randomUUID(), lead: leadId, language: lead.language, due_at: now });
      tx.persist(request);
    }
    Object.assign(request, { due_at: now, queued_at: now, cancelled_at: null, cancel_reason: null });
    await tx.flush();
    addOutboxJob(tx, sendJob(request, 'request'));
    recordActivity(tx, { actor, action: 'review_request_sent', entity_type: 'ContactSubmission', entity_id: leadId, label: lead.name });
    await tx.flush();
    return requestView(request)!;
  });
}

/** "Do not ask for a review" from the lead card: the request (or its reminder) never goes. */
export async function cancelReviewRequest(em: Em, leadId: number, viewer: LeadViewer, actor: ReviewActor, now = new Date()): Promise<ReviewRequestView> {
  const lead = await findLeadFor(em, leadId, viewer);
  return em.fork().transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(?)', [SWEEP_LOCK_KEY]);
    let request = await tx.findOne(ReviewRequest, { lead: leadId });
    if (!request) {
      // Written cancelled, so the sweep never writes one for this lead.
      request = tx.create(ReviewRequest, { uid: randomUUID(), lead: leadId, language: lead.language, due_at: now });
      tx.persist(request);
    }
    if (!request.cancelled_at) Object.assign(request, { cancelled_at: now, cancel_reason: 'office' });
    recordActivity(tx, { actor, action: 'review_request_cancelled', entity_type: 'ContactSubmission', entity_id: leadId, label: lead.name });
    await tx.flush();
    return requestView(request)!;
  });
}

/** The won lead a request belongs to, as the send job reads it. */
export async function requestWithLead(em: Em, id: number, uid: string): Promise<(ReviewRequest & { lead: Lead }) | null> {
  const r = await em.findOne(ReviewRequest, { id, uid }, { populate: ['lead'] });
  return r as (ReviewRequest & { lead: Lead }) | null;
}
