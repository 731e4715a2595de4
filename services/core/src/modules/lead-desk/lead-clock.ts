import type { Em } from '../../platform/db';
import type { Lead } from '../lead';
import { getOfficeHours, officeMinutesBetween, type OfficeClock } from '../office-hours';

/** The office's clock and "now", read once per request and applied to every lead of the answer. */
export interface LeadClock {
  office: OfficeClock;
  now: Date;
}

/** The settings read once (one query per request, however many leads it answers). */
export async function readLeadClock(em: Em, now: Date = new Date()): Promise<LeadClock> {
  return { office: await getOfficeHours(em), now };
}

export interface LeadClockView {
  /** While nobody has answered: office minutes from its arrival to now (null once answered, and for held-back spam). */
  waiting_office_minutes: number | null;
  /** Once answered: office minutes from its arrival to the first response. */
  response_office_minutes: number | null;
}

/** A lead's response clock in office minutes (docs/admin.md, "The response clock and the chase"). */
export function leadClockView(s: Pick<Lead, 'created_at' | 'first_response_at' | 'spam_at' | 'erased_at'>, clock: LeadClock | undefined): LeadClockView {
  if (!clock) return { waiting_office_minutes: null, response_office_minutes: null };
  if (s.first_response_at) {
    return { waiting_office_minutes: null, response_office_minutes: officeMinutesBetween(s.created_at, s.first_response_at, clock.office) };
  }
  // Nobody is waiting on held-back spam or an erased lead: no clock runs for them.
  if (s.spam_at || s.erased_at) return { waiting_office_minutes: null, response_office_minutes: null };
  return { waiting_office_minutes: officeMinutesBetween(s.created_at, clock.now, clock.office), response_office_minutes: null };
}
