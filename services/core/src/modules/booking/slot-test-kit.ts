import { defaultOfficeHours } from '../office-hours';
import { defaultBookingSettings, estimatorAvailabilityInput, type BookingSettings } from './availability.schemas';
import { openSlots, type EstimatorCalendar, type OpenSlot, type SlotQuery } from './booking-slots';
import type { TimeRange } from './busy-ranges';

/** What the slot tests share: estimators from schema input, a query with the defaults, slots as wall-clock text. */

export const estimator = (id: number, input: Record<string, unknown>, busy: TimeRange[] = []): EstimatorCalendar => ({
  id,
  availability: estimatorAvailabilityInput.parse(input),
  busy,
});

/** A visit [start, start + minutes) from an ISO instant. */
export const visit = (iso: string, minutes = 60): TimeRange => ({ start: new Date(iso), end: new Date(new Date(iso).getTime() + minutes * 60_000) });

export function query(over: Partial<Omit<SlotQuery, 'settings'>> & { settings?: Partial<BookingSettings> } = {}): SlotQuery {
  return {
    office: defaultOfficeHours,
    estimators: [estimator(1, { cities: ['Thunder Bay'] })],
    now: new Date('2026-11-30T08:00:00-05:00'),
    city: 'Thunder Bay',
    ...over,
    settings: { ...defaultBookingSettings, ...over.settings },
  };
}

const walls = new Map<string, Intl.DateTimeFormat>();
/** "2026-12-01 09:00" on a zone's clock. */
export function wall(at: Date, timeZone = 'America/Toronto'): string {
  let f = walls.get(timeZone);
  if (!f) walls.set(timeZone, (f = new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'short' })));
  return f.format(at);
}

/** The slots' starts on a zone's clock. */
export const starts = (slots: OpenSlot[], timeZone?: string) => slots.map((s) => wall(s.start, timeZone));

/** The starts of one local day ("HH:MM"). */
export const dayStarts = (q: SlotQuery, date: string, timeZone = 'America/Toronto') =>
  starts(openSlots(q), timeZone)
    .filter((s) => s.startsWith(date))
    .map((s) => s.slice(11));
