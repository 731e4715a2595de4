import { z } from 'zod';
import type { Em } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { recordActivity } from '../activity';
import { validate } from '../shared';
import { Lead } from '../lead';
import type { LeadViewer } from '../lead-desk';
import type { BookingTokens } from './booking-tokens';
import { Visit } from './booking.entity';
import { isVisitId, visitView, visitViews, type VisitView } from './visit-views';
import { actorOf, assertChangeable, cancelReminders, lockVisit, queueInvitation, type VisitActor } from './visit.service';

const HOUR = 60 * 60_000;

/** Cancels a booked visit: its slot is free again, reminders stop, both get the cancelling invitation (SEQUENCE + 1). */
export async function cancelVisit(em: Em, visitId: string, by: VisitActor, now = new Date()): Promise<Visit> {
  return em.fork().transactional(async (tx) => {
    const visit = await lockVisit(tx, visitId, by);
    assertChangeable(visit, by, now);
    const lead = await tx.findOneOrFail(Lead, { id: visit.lead.id });
    visit.status = 'cancelled';
    visit.cancelled_at = now;
    visit.sequence += 1;
    if (lead.outcome === 'estimate_booked') {
      lead.outcome = 'open';
      lead.outcome_at = null;
    }
    await cancelReminders(tx, [visit.id], now);
    queueInvitation(tx, visit);
    recordActivity(tx, {
      actor: actorOf(by),
      action: 'visit_cancelled',
      entity_type: 'ContactSubmission',
      entity_id: lead.id,
      label: lead.name,
      details: { visit_id: visit.id, start: visit.start_at.toISOString(), by: by.kind },
    });
    await tx.flush();
    return visit;
  });
}

export const visitMarks = ['done', 'no_show'] as const;
export const visitMarkInput = z.strictObject({ status: z.enum(visitMarks, { error: 'Status must be done or no_show' }) });

/** The office marks a booked visit done or no-show (once it has started); its reminders stop. */
export async function markVisit(em: Em, visitId: string, input: unknown, viewer: LeadViewer & { username: string }, now = new Date()): Promise<Visit> {
  const { status } = validate(visitMarkInput, input);
  const by: VisitActor = { kind: 'office', viewer };
  return em.fork().transactional(async (tx) => {
    const visit = await lockVisit(tx, visitId, by);
    if (visit.status === 'cancelled') throw new AppError('CONFLICT', 'This visit is cancelled');
    if (visit.start_at > now) throw AppError.validation([{ field: 'status', message: 'A visit can be marked done or no-show once it has started' }]);
    visit.status = status;
    await cancelReminders(tx, [visit.id], now);
    const lead = await tx.findOneOrFail(Lead, { id: visit.lead.id });
    recordActivity(tx, {
      actor: actorOf(by),
      action: `visit_${status}`,
      entity_type: 'ContactSubmission',
      entity_id: lead.id,
      label: lead.name,
      details: { visit_id: visit.id, start: visit.start_at.toISOString() },
    });
    await tx.flush();
    return visit;
  });
}

export const visitListQuery = z.strictObject({
  from: z.iso.datetime({ offset: true, error: 'From must be a date and time' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'To must be a date and time' }).optional(),
  estimator_id: z.coerce.number({ error: 'Estimator id must be a number' }).int().positive().optional(),
});

/** The calendar: visits starting in [from, to) (default: this day on for 8 weeks), an estimator's own only, an admin's all (or one estimator's). */
export async function listVisits(em: Em, viewer: LeadViewer, query: unknown, now = new Date()): Promise<VisitView[]> {
  const q = visitListQuery.safeParse(query ?? {});
  if (!q.success) {
    const issue = q.error.issues[0]!;
    throw AppError.validation([{ field: String(issue.path[0] ?? 'query'), message: issue.message }]);
  }
  const from = q.data.from ? new Date(q.data.from) : new Date(now.getTime() - 24 * HOUR);
  const to = q.data.to ? new Date(q.data.to) : new Date(from.getTime() + 56 * 24 * HOUR);
  const estimator = viewer.role === 'admin' ? q.data.estimator_id : viewer.userId;
  const visits = await em.find(
    Visit,
    { start_at: { $gte: from, $lt: to }, ...(estimator ? { estimator: estimator } : {}) },
    { orderBy: { start_at: 'asc' }, limit: 2_000 },
  );
  return visitViews(em, visits);
}

/** One visit the viewer may see (their own, or any for an admin); 404 otherwise. */
export async function findVisitFor(em: Em, id: string, viewer: LeadViewer): Promise<VisitView> {
  const visit = isVisitId(id) ? await em.findOne(Visit, { id }) : null;
  if (!visit || (viewer.role !== 'admin' && visit.estimator.id !== viewer.userId)) throw AppError.notFound('Visit');
  return visitView(em, visit);
}

/** The visit a signed link names (for the manage page): 404 when unknown or its lead was erased. */
export async function findVisitByToken(em: Em, tokens: BookingTokens, token: string, now = new Date()): Promise<Visit> {
  const id = tokens.readVisitToken(token, now);
  const visit = isVisitId(id) ? await em.findOne(Visit, { id }, { populate: ['lead'] }) : null;
  if (!visit || visit.lead.erased_at) throw AppError.notFound('Visit');
  return visit;
}

/**
 * Erasing a homeowner's data cancels their visits still ahead (and their reminders); the
 * invitation job of each then tells only the estimator (docs/security.md, "Retention").
 */
export async function cancelFutureVisits(tx: Em, leadIds: number[], now: Date): Promise<number> {
  if (!leadIds.length) return 0;
  const visits = await tx.find(Visit, { lead: { $in: leadIds }, status: 'booked', start_at: { $gt: now } });
  for (const visit of visits) {
    visit.status = 'cancelled';
    visit.cancelled_at = now;
    visit.sequence += 1;
    queueInvitation(tx, visit);
  }
  await tx.flush();
  await cancelReminders(
    tx,
    visits.map((v) => v.id),
    now,
  );
  return visits.length;
}
