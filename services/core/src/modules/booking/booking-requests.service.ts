import { z } from 'zod';
import type { Em } from '../../platform/db';
import type { LeadViewer } from '../lead-desk';
import { locales, validate } from '../shared';
import { loadSlotQuery } from './booking-settings.service';
import type { BookingTokens } from './booking-tokens';
import type { Visit } from './booking.entity';
import { bookingRequestInput, officeBookingInput, visitMoveInput } from './booking.schemas';
import { cancelVisit, findVisitByToken, markVisit } from './visit-changes.service';
import { issueVisitToken, openSlotsForCity, openSlotsForLead, visitView, type SlotList, type VisitView } from './visit-views';
import { bookVisit, homeowner, moveVisit } from './visit.service';

/**
 * The booking use cases as both transports call them (REST routes and GraphQL resolvers are
 * thin over these): each validates its input with the one schema, reads its signed link, and
 * answers the views the API documents.
 */

/** A booking's answer: the visit and the token of its "move or cancel" link. */
export interface BookedVisit {
  visit: VisitView;
  manage_token: string;
}

type Staff = LeadViewer & { username: string };

export async function bookedVisit(em: Em, tokens: BookingTokens, visit: Visit): Promise<BookedVisit> {
  return { visit: await visitView(em, visit), manage_token: issueVisitToken(tokens, visit) };
}

export const slotListQuery = z.strictObject({
  city: z.string().max(120, 'City must be at most 120 characters').optional().describe("The lead's city"),
  token: z.string().max(300).optional().describe("A booking token: the slots of that lead's city, in its language"),
  lang: z.enum(locales, { error: 'Lang must be en or fr' }).optional().describe("The labels' language (default: en, or the lead's)"),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1)
    .max(100)
    .optional()
    .describe('At most this many slots (default 12)'),
});

/** The open slots for a city (public), or for the lead of a booking token. */
export async function slotsFor(em: Em, tokens: BookingTokens, query: unknown, now = new Date()): Promise<SlotList> {
  const q = validate(slotListQuery, query ?? {});
  if (q.token) return openSlotsForLead(em, tokens.readBookingToken(q.token, now), { now, limit: q.limit, locale: q.lang });
  // No city (a page before the enquiry is typed): nothing to offer yet, on the office's clock.
  if (!q.city?.trim()) return { time_zone: (await loadSlotQuery(em, now, '')).office.time_zone, slots: [] };
  return openSlotsForCity(em, q.city, { now, limit: q.limit, locale: q.lang });
}

/** The homeowner books a slot from their signed link. */
export async function bookWithToken(em: Em, tokens: BookingTokens, input: unknown, now = new Date()): Promise<BookedVisit> {
  const { token, start } = validate(bookingRequestInput, input);
  const leadId = tokens.readBookingToken(token, now);
  return bookedVisit(em, tokens, await bookVisit(em, { lead_id: leadId, start, by: homeowner, now }));
}

/** The visit of a "move or cancel" link (the manage page; reading it changes nothing). */
export async function visitByToken(em: Em, tokens: BookingTokens, token: string, now = new Date()): Promise<VisitView> {
  return visitView(em, await findVisitByToken(em, tokens, token, now));
}

/** The homeowner moves their visit from the link (a POST from the manage page's button). */
export async function moveVisitByToken(em: Em, tokens: BookingTokens, token: string, input: unknown, now = new Date()): Promise<BookedVisit> {
  const { start } = validate(visitMoveInput, input);
  const visit = await findVisitByToken(em, tokens, token, now);
  return bookedVisit(em, tokens, await moveVisit(em, visit.id, start, homeowner, now));
}

/** The homeowner cancels their visit from the link. */
export async function cancelVisitByToken(em: Em, tokens: BookingTokens, token: string, now = new Date()): Promise<VisitView> {
  const visit = await findVisitByToken(em, tokens, token, now);
  return visitView(em, await cancelVisit(em, visit.id, homeowner, now));
}

/** The office books a lead's visit (a homeowner who phoned). */
export async function bookVisitForLead(em: Em, leadId: number, input: unknown, viewer: Staff): Promise<VisitView> {
  const { start, estimator_id } = validate(officeBookingInput, input);
  return visitView(em, await bookVisit(em, { lead_id: leadId, start, estimator_id, by: { kind: 'office', viewer } }));
}

export async function moveVisitFor(em: Em, visitId: string, input: unknown, viewer: Staff): Promise<VisitView> {
  const { start } = validate(visitMoveInput, input);
  return visitView(em, await moveVisit(em, visitId, start, { kind: 'office', viewer }));
}

export async function cancelVisitFor(em: Em, visitId: string, viewer: Staff): Promise<VisitView> {
  return visitView(em, await cancelVisit(em, visitId, { kind: 'office', viewer }));
}

export async function markVisitFor(em: Em, visitId: string, input: unknown, viewer: Staff): Promise<VisitView> {
  return visitView(em, await markVisit(em, visitId, input, viewer));
}
