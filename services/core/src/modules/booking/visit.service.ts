import { LockMode, type FilterQuery } from '@mikro-orm/core';
import type { Em } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { recordActivity } from '../activity';
import { AdminUser } from '../admin';
import { changeLead, Lead, recordFirstResponse } from '../lead';
import { leadAccessFilter, type LeadViewer } from '../lead-desk';
import { LeadChase } from '../lead-chase';
import { addOutboxJob } from '../outbox';
import { sendInvitationJob } from './booking.jobs';
import type { Locale } from '../shared';
import { loadSlotQuery } from './booking-settings.service';
import { Visit, VisitReminder, reminderKinds, type ReminderKind } from './booking.entity';
import { checkSlot, type SlotChoice } from './slot-check';
import { isVisitId, parseStart, slotTaken } from './visit-views';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** How long before a visit each reminder is due. */
export const reminderLeads: Record<ReminderKind, number> = { '24h': 24 * HOUR, '2h': 2 * HOUR };
/** Tries of one booking that lost a race to the database's constraint (a fresh read then offers another estimator, or a 409). */
const RACE_TRIES = 3;

/** Who books, moves or cancels: the homeowner (a signed link, the /book page) or a signed-in account. */
export type VisitActor = { kind: 'homeowner' } | { kind: 'office'; viewer: LeadViewer & { username: string } };
export const homeowner: VisitActor = { kind: 'homeowner' };

const isRaceLost = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23P01' || e?.cause?.code === '23P01';
};
const isLeadTaken = (err: unknown) => {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  return (e?.constraint ?? e?.cause?.constraint) === 'visits_one_live_per_lead' || String((err as Error)?.message).includes('visits_one_live_per_lead');
};

export const actorOf = (by: VisitActor) => (by.kind === 'office' ? { id: by.viewer.userId, username: by.viewer.username } : null);

/** The reminders of a visit at its current SEQUENCE, those still ahead of `now`. */
function writeReminders(tx: Em, visit: Visit, now: Date): void {
  for (const kind of reminderKinds) {
    const due = new Date(visit.start_at.getTime() - reminderLeads[kind]);
    if (due <= now) continue;
    tx.persist(tx.create(VisitReminder, { visit, kind, sequence: visit.sequence, due_at: due, queued_at: null, sent_at: null, cancelled_at: null }));
  }
}

export const cancelReminders = (tx: Em, visitIds: string[], now: Date) =>
  tx.nativeUpdate(VisitReminder, { visit: { $in: visitIds }, sent_at: null, cancelled_at: null }, { cancelled_at: now });

/** The invitation (REQUEST, or CANCEL for a cancelled visit) of the visit's current SEQUENCE, sent once its transaction commits. */
export const queueInvitation = (tx: Em, visit: Visit) =>
  addOutboxJob(tx, { job: sendInvitationJob, payload: { visit_id: visit.id, sequence: visit.sequence }, ref: `visit:${visit.id}:${visit.sequence}` });

/** Which estimator may take the visit: an estimator books only themselves, an admin anyone (or the fairest free one). */
function estimatorFor(by: VisitActor, asked: number | null | undefined): number | undefined {
  if (by.kind === 'office' && by.viewer.role === 'estimator') {
    if (asked !== undefined && asked !== null && asked !== by.viewer.userId) throw new AppError('FORBIDDEN', 'An estimator books visits for themselves only');
    return by.viewer.userId;
  }
  return by.kind === 'office' && asked !== null ? asked : undefined;
}

export interface BookVisitInput {
  lead_id: number;
  start: unknown;
  /** The office may name the estimator; absent: the fairest free one. */
  estimator_id?: number | null;
  by: VisitActor;
  now?: Date;
}

/**
 * Books the free inspection of a lead (docs/admin.md, "Bookings and the calendar"). The slot is
 * checked against the rules (422 naming `start`), the visit written, and the lead answered in
 * the same transaction: its owner becomes the estimator, its response clock stops (a homeowner's
 * own booking counts apart from the office's answers), chases still due are cancelled, its
 * outcome becomes "estimate booked", Activity records it, and the invitation job is queued.
 * Two bookings racing for one estimator's time meet at the exclusion constraint: the loser
 * reads again (another free estimator, or a 409 offering the next open slots).
 */
export async function bookVisit(em: Em, input: BookVisitInput): Promise<Visit> {
  const now = input.now ?? new Date();
  const start = parseStart(input.start);
  const by = input.by;
  const estimatorId = estimatorFor(by, input.estimator_id);
  const where: FilterQuery<Lead> = by.kind === 'office' ? { $and: [{ id: input.lead_id }, leadAccessFilter(by.viewer)] } : { id: input.lead_id, spam_at: null };
  let city = '';
  let locale: Locale = 'en';
  for (let attempt = 1; ; attempt++) {
    try {
      return await changeLead(em.fork(), where, async (tx, lead) => {
        city = lead.city;
        locale = lead.language === 'fr' ? 'fr' : 'en';
        const live = await tx.findOne(Visit, { lead: lead.id, status: 'booked' });
        if (live) throw new AppError('CONFLICT', 'This enquiry already has a visit booked: move or cancel it instead', { fields: { visit_id: live.id } });
        const q = await loadSlotQuery(tx, now, lead.city);
        const choice: SlotChoice = checkSlot(q, start, { estimatorId });
        const visit = tx.create(Visit, {
          lead,
          estimator: tx.getReference(AdminUser, choice.estimatorId),
          start_at: choice.start,
          end_at: choice.end,
          blocked_until: new Date(choice.end.getTime() + q.settings.buffer_minutes * MINUTE),
          status: 'booked',
          booked_by: by.kind,
          booked_by_admin_id: by.kind === 'office' ? by.viewer.userId : null,
          sequence: 0,
          invited_sequence: null,
          uid: '',
          cancelled_at: null,
        });
        visit.uid = `visit-${visit.id}@northrock`;
        tx.persist(visit);
        // The row first: a lost race stops here, before anything else is written.
        await tx.flush();
        lead.owner_id = choice.estimatorId;
        recordFirstResponse(lead, by.kind === 'homeowner' ? 'self_booking' : 'office_booking', now);
        if (lead.outcome === 'open') {
          lead.outcome = 'estimate_booked';
          lead.outcome_at = now;
        }
        await tx.nativeUpdate(LeadChase, { lead: lead.id, sent_at: null, cancelled_at: null }, { cancelled_at: now });
        writeReminders(tx, visit, now);
        queueInvitation(tx, visit);
        recordActivity(tx, {
          actor: actorOf(by),
          action: 'visit_booked',
          entity_type: 'ContactSubmission',
          entity_id: lead.id,
          label: lead.name,
          details: { visit_id: visit.id, start: choice.start.toISOString(), estimator_id: choice.estimatorId, booked_by: by.kind },
        });
        await tx.flush();
        return visit;
      });
    } catch (err) {
      if (isLeadTaken(err)) throw new AppError('CONFLICT', 'This enquiry already has a visit booked: move or cancel it instead');
      if (isRaceLost(err) && attempt < RACE_TRIES) continue;
      if (isRaceLost(err) || (err instanceof AppError && err.code === 'CONFLICT' && !err.extra.fields)) throw await slotTaken(em, city, now, locale);
      throw err;
    }
  }
}

/** A visit the actor may act on: the homeowner's by its signed link (any), an estimator's own, an admin's any; 404 otherwise. */
export async function lockVisit(tx: Em, id: string, by: VisitActor): Promise<Visit> {
  const visit = isVisitId(id) ? await tx.findOne(Visit, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
  if (!visit || (by.kind === 'office' && by.viewer.role !== 'admin' && visit.estimator.id !== by.viewer.userId)) throw AppError.notFound('Visit');
  return visit;
}

export function assertChangeable(visit: Visit, by: VisitActor, now: Date): void {
  if (visit.status !== 'booked') throw new AppError('CONFLICT', `This visit is ${visit.status === 'cancelled' ? 'cancelled' : 'over'}: it cannot change`);
  if (by.kind === 'homeowner' && visit.start_at <= now) throw new AppError('CONFLICT', 'This visit has started: call us to change it');
}

/**
 * Moves a booked visit to another slot under the same rules (422 naming `start`, 409 with the
 * next open slots), keeping its estimator when they are free then: the same UID, SEQUENCE + 1,
 * new reminders (the old ones are cancelled) and the updated invitation to both.
 */
export async function moveVisit(em: Em, visitId: string, startInput: unknown, by: VisitActor, now = new Date()): Promise<Visit> {
  const start = parseStart(startInput);
  let city = '';
  let locale: Locale = 'en';
  for (let attempt = 1; ; attempt++) {
    try {
      return await em.fork().transactional(async (tx) => {
        const visit = await lockVisit(tx, visitId, by);
        assertChangeable(visit, by, now);
        const lead = await tx.findOneOrFail(Lead, { id: visit.lead.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (lead.erased_at) throw AppError.notFound('Visit');
        city = lead.city;
        locale = lead.language === 'fr' ? 'fr' : 'en';
        const q = await loadSlotQuery(tx, now, lead.city, visit.id);
        const asked = by.kind === 'office' && by.viewer.role === 'estimator' ? by.viewer.userId : undefined;
        let choice: SlotChoice;
        try {
          choice = checkSlot(q, start, { estimatorId: asked ?? visit.estimator.id });
        } catch (err) {
          if (asked !== undefined) throw err;
          choice = checkSlot(q, start);
        }
        const from = visit.start_at;
        visit.start_at = choice.start;
        visit.end_at = choice.end;
        visit.blocked_until = new Date(choice.end.getTime() + q.settings.buffer_minutes * MINUTE);
        visit.estimator = tx.getReference(AdminUser, choice.estimatorId);
        visit.sequence += 1;
        await tx.flush();
        lead.owner_id = choice.estimatorId;
        await cancelReminders(tx, [visit.id], now);
        writeReminders(tx, visit, now);
        queueInvitation(tx, visit);
        recordActivity(tx, {
          actor: actorOf(by),
          action: 'visit_moved',
          entity_type: 'ContactSubmission',
          entity_id: lead.id,
          label: lead.name,
          details: { visit_id: visit.id, from: from.toISOString(), start: choice.start.toISOString(), estimator_id: choice.estimatorId, by: by.kind },
        });
        await tx.flush();
        return visit;
      });
    } catch (err) {
      if (isRaceLost(err) && attempt < RACE_TRIES) continue;
      if (isRaceLost(err) || (err instanceof AppError && err.code === 'CONFLICT' && err.message.startsWith('That time')))
        throw await slotTaken(em, city, now, locale);
      throw err;
    }
  }
}
