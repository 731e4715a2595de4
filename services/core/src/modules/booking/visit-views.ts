import { z } from 'zod';
import type { Em } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { AdminUser } from '../admin';
import { Lead } from '../lead';
import type { Locale } from '../shared';
import { loadSlotQuery } from './booking-settings.service';
import { bookingWindow, openSlots, type SlotQuery } from './booking-slots';
import type { BookingTokens } from './booking-tokens';
import type { Visit, VisitBooker, VisitStatus } from './booking.entity';
import { describeSlot, homeownerTimeZone } from './slot-display';

const HOUR = 60 * 60_000;
/** How many open slots a 409 offers instead of the taken one. */
const OFFERED_SLOTS = 6;

/** A requested start: an ISO date-time with an offset (422 naming `start` otherwise). */
const startInput = z.iso.datetime({ offset: true, error: 'Start must be a date and time (ISO 8601, e.g. 2026-12-01T09:00:00-05:00)' });
export function parseStart(value: unknown): Date {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value;
  const parsed = startInput.safeParse(value);
  if (!parsed.success) throw AppError.validation([{ field: 'start', message: parsed.error.issues[0]?.message ?? 'Start must be a date and time' }]);
  return new Date(parsed.data);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether `id` can name a visit (a UUID): anything else is a 404 before the database. */
export const isVisitId = (id: unknown): id is string => typeof id === 'string' && UUID.test(id);

/** A slot as a homeowner reads it. */
export interface SlotView {
  start: Date;
  end: Date;
  label: string;
}

export interface SlotList {
  /** The clock the labels are on: the homeowner's city's (Central time for Winnipeg), else the office's. */
  time_zone: string;
  slots: SlotView[];
}

function slotList(q: SlotQuery, locale: Locale, limit: number): SlotList {
  const time_zone = homeownerTimeZone(q.city, q.office.time_zone);
  const slots = openSlots(q)
    .slice(0, limit)
    .map((s) => ({ start: s.start, end: s.end, label: describeSlot(s.start, { city: q.city, locale, officeTimeZone: q.office.time_zone }) }));
  return { time_zone, slots };
}

/** The next open slots for a city, soonest first, labelled on the homeowner's clock. */
export async function openSlotsForCity(em: Em, city: string, opts: { now?: Date; limit?: number; locale?: Locale } = {}): Promise<SlotList> {
  if (typeof city !== 'string' || !city.trim()) throw AppError.validation([{ field: 'city', message: 'City is required' }]);
  const q = await loadSlotQuery(em, opts.now ?? new Date(), city.slice(0, 120));
  return slotList(q, opts.locale ?? 'en', Math.min(Math.max(opts.limit ?? 12, 1), 200));
}

/** The next open slots for a lead's city, in its language unless another is asked. */
export async function openSlotsForLead(em: Em, leadId: number, opts: { now?: Date; limit?: number; locale?: Locale } = {}): Promise<SlotList> {
  const lead = await em.findOne(Lead, { id: leadId, erased_at: null, spam_at: null });
  if (!lead) throw AppError.notFound('Lead');
  return openSlotsForCity(em, lead.city, { ...opts, locale: opts.locale ?? (lead.language === 'fr' ? 'fr' : 'en') });
}

/** The signed "pick a slot" link's token of a lead: valid until the end of the booking horizon. */
export async function issueBookingToken(em: Em, tokens: BookingTokens, leadId: number, now = new Date()): Promise<string> {
  const q = await loadSlotQuery(em, now, '');
  return tokens.bookingToken(leadId, bookingWindow(q).horizonEnd);
}

/** The signed "move or cancel" link's token of a visit: valid until a day after it starts. */
export const issueVisitToken = (tokens: BookingTokens, visit: Pick<Visit, 'id' | 'start_at'>) =>
  tokens.visitToken(visit.id, new Date(visit.start_at.getTime() + 24 * HOUR));

/** A visit as the calendar, the manage page and the answers show it. */
export interface VisitView {
  id: string;
  lead_id: number;
  lead_name: string;
  city: string;
  estimator_id: number;
  estimator_name: string;
  start: Date;
  end: Date;
  status: VisitStatus;
  booked_by: VisitBooker;
  time_zone: string;
  label: string;
}

export async function visitViews(em: Em, visits: Visit[], locale?: Locale): Promise<VisitView[]> {
  if (!visits.length) return [];
  const q = await loadSlotQuery(em, new Date(), '');
  const leads = new Map((await em.find(Lead, { id: { $in: [...new Set(visits.map((v) => v.lead.id))] } })).map((l) => [l.id, l]));
  const names = new Map(
    (await em.find(AdminUser, { id: { $in: [...new Set(visits.map((v) => v.estimator.id))] } }, { fields: ['id', 'username'] })).map((a) => [a.id, a.username]),
  );
  return visits.map((v) => {
    const lead = leads.get(v.lead.id);
    const city = lead?.city ?? '';
    const lang: Locale = locale ?? (lead?.language === 'fr' ? 'fr' : 'en');
    return {
      id: v.id,
      lead_id: v.lead.id,
      lead_name: lead?.name ?? '',
      city,
      estimator_id: v.estimator.id,
      estimator_name: names.get(v.estimator.id) ?? `#${v.estimator.id}`,
      start: v.start_at,
      end: v.end_at,
      status: v.status as VisitStatus,
      booked_by: v.booked_by as VisitBooker,
      time_zone: homeownerTimeZone(city, q.office.time_zone),
      label: describeSlot(v.start_at, { city, locale: lang, officeTimeZone: q.office.time_zone }),
    };
  });
}

export async function visitView(em: Em, visit: Visit, locale?: Locale): Promise<VisitView> {
  return (await visitViews(em, [visit], locale))[0]!;
}

/** A 409 for a slot taken meanwhile, with the next open slots of the lead's city. */
export async function slotTaken(em: Em, city: string, now: Date, locale: Locale, extra: Record<string, unknown> = {}): Promise<AppError> {
  const { slots } = await openSlotsForCity(em.fork(), city || ' ', { now, limit: OFFERED_SLOTS, locale }).catch(() => ({ slots: [] as SlotView[] }));
  return new AppError('CONFLICT', 'That time has just been booked: choose another slot', {
    fields: { slots: slots.map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString(), label: s.label })), ...extra },
  });
}
