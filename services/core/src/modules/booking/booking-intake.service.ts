import { z } from 'zod';
import type { Em } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { enquiryInput, type Lead } from '../lead';
import { validate } from '../shared';
import { acceptLead, type LeadIntakeDeps, type Enquiry } from '../lead-intake';
import { loadSlotQuery } from './booking-settings.service';
import type { BookingTokens } from './booking-tokens';
import type { Visit } from './booking.entity';
import { checkSlot } from './slot-check';
import { issueBookingToken, parseStart } from './visit-views';
import { bookVisit, homeowner } from './visit.service';

/** The /book page's one step: the enquiry's fields and a slot (`start`, ISO 8601 with its offset). */
export const bookingEnquiryInput = /* @__PURE__ */ enquiryInput.safeExtend({
  start: z.iso.datetime({ offset: true, error: 'Start must be a date and time (ISO 8601, e.g. 2026-12-01T09:00:00-05:00)' }).describe('The chosen slot'),
});

/** A booking made from a signed link or the /book page. */
export interface HomeownerBooking {
  lead: Lead;
  visit: Visit;
}

/**
 * An enquiry and its visit in one step (the /book page, REST `POST /booking/visit`, GraphQL
 * `bookVisitWithEnquiry`). The slot is checked first, so a bad or taken one stores nothing (422
 * naming `start`, 409 with the next open slots); then the lead is accepted as any enquiry is
 * (the same budgets, spam defence and pipeline) and the visit booked. A slot lost to a racing
 * booking after the lead was stored answers 409 with the slots and the lead's `booking_token`,
 * so the homeowner picks another for the same enquiry.
 */
export async function bookVisitWithEnquiry(
  em: Em,
  intake: LeadIntakeDeps,
  submission: Enquiry,
  tokens: BookingTokens,
  now = new Date(),
): Promise<HomeownerBooking> {
  // The whole body first: unknown keys and bad fields named together, nothing stored.
  validate(bookingEnquiryInput, submission.input);
  const { start: startInput, ...enquiry } = submission.input as Record<string, unknown>;
  const start = parseStart(startInput);
  if (typeof enquiry.city === 'string' && enquiry.city.trim()) {
    try {
      checkSlot(await loadSlotQuery(em, now, enquiry.city), start);
    } catch (err) {
      // A bad slot stores nothing; a taken one is answered with the open slots by the booking below.
      if (!(err instanceof AppError && err.code === 'CONFLICT')) throw err;
    }
  }
  const { lead } = await acceptLead(em, intake, { ...submission, input: enquiry });
  if (lead.spam_at) throw new AppError('CONFLICT', 'We could not book this visit online: we will call you to find a time');
  try {
    const visit = await bookVisit(em, { lead_id: lead.id, start, by: homeowner, now });
    return { lead, visit };
  } catch (err) {
    if (err instanceof AppError && err.code === 'CONFLICT' && err.extra.fields?.slots) {
      throw new AppError(err.code, err.message, { fields: { ...err.extra.fields, booking_token: await issueBookingToken(em, tokens, lead.id, now) } });
    }
    throw err;
  }
}
