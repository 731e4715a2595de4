import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holidayOn, weekdays } from '../office-hours';
import { availabilityClock, type BookingSettings } from './availability.schemas';
import { bookingWindow, openSlots, type EstimatorCalendar, type OpenSlot, type SlotQuery } from './booking-slots';
import { checkSlot } from './slot-check';
import { estimator, query, wall } from './slot-test-kit';

const MINUTE = 60_000;
const STEP = 5 * MINUTE;

/** A local reading straight from Intl (the test kit's `wall`), not through the engine: date, weekday (0 = Monday), minutes of the day. */
function reading(t: number, timeZone: string) {
  const [y, m, d, hour, minute] = wall(new Date(t), timeZone).split(/[- :]/).map(Number) as [number, number, number, number, number];
  return { date: { y, m, d }, weekday: (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7, minutes: hour * 60 + minute };
}

const hhmm = (quarter: number) => `${String(Math.floor(quarter / 4)).padStart(2, '0')}:${String((quarter % 4) * 15).padStart(2, '0')}`;
/** A day's ranges from 0-4 sorted quarter hours between 04:00 and 23:45 (the hours of a daylight-saving change stay out: their own tests read them). */
const dayHours = fc
  .uniqueArray(fc.integer({ min: 16, max: 95 }), { maxLength: 4 })
  .map((qs) => qs.sort((a, b) => a - b))
  .map((qs) => Array.from({ length: Math.floor(qs.length / 2) }, (_, i) => ({ open: hhmm(qs[2 * i]!), close: hhmm(qs[2 * i + 1]!) })));

const settings = fc.record<Partial<BookingSettings>>({
  visit_minutes: fc.constantFrom(30, 60, 90),
  buffer_minutes: fc.constantFrom(0, 15, 30, 45),
  grid_minutes: fc.constantFrom(15, 30, 60),
  horizon_days: fc.integer({ min: 1, max: 4 }),
  notice_hours: fc.option(fc.integer({ min: 1, max: 48 }), { nil: null }),
});

const start = Date.parse('2026-01-01T00:00:00Z');
const end = Date.parse('2027-12-31T00:00:00Z');
const scenario = fc
  .record({
    now: fc.integer({ min: start / MINUTE, max: end / MINUTE }).map((m) => new Date(m * MINUTE)),
    settings,
    estimators: fc.array(
      fc.record({
        winnipeg: fc.boolean(),
        week: fc.tuple(...weekdays.map(() => dayHours)),
        // Visits start within the next six days, on 5 minutes, 30 minutes to 3 hours long.
        busy: fc.array(fc.record({ at: fc.integer({ min: 0, max: (6 * 24 * 60) / 5 }), minutes: fc.integer({ min: 6, max: 36 }) }), { maxLength: 12 }),
      }),
      { minLength: 1, maxLength: 3 },
    ),
  })
  .map(({ now, settings, estimators }) => {
    const from = Math.ceil(now.getTime() / STEP) * STEP;
    const calendars: EstimatorCalendar[] = estimators.map((e, i) =>
      estimator(
        i + 1,
        {
          cities: ['Thunder Bay', 'Winnipeg'],
          time_zone: e.winnipeg ? 'America/Winnipeg' : 'America/Toronto',
          weekly_hours: Object.fromEntries(weekdays.map((d, k) => [d, e.week[k]])),
        },
        e.busy.map((b) => ({ start: new Date(from + b.at * STEP), end: new Date(from + b.at * STEP + b.minutes * STEP) })),
      ),
    );
    return query({ now, settings, estimators: calendars });
  });

/** Whether the visit at `t` holds [t, t + visit + buffer) clear of every booked [start, end + buffer). */
const clear = (e: EstimatorCalendar, t: number, s: BookingSettings) =>
  e.busy.every((b) => !(t < b.end.getTime() + s.buffer_minutes * MINUTE && b.start.getTime() < t + (s.visit_minutes + s.buffer_minutes) * MINUTE));

/** Whether the visit at `t` lies in one of the estimator's ranges of that local day, its holidays closed. */
function inHours(e: EstimatorCalendar, t: number, s: BookingSettings): boolean {
  const r = reading(t, availabilityClock(e.availability).time_zone);
  if (holidayOn(r.date, availabilityClock(e.availability))) return false;
  const ranges = e.availability.weekly_hours![weekdays[r.weekday]!];
  const toMin = (x: string) => Number(x.slice(0, 2)) * 60 + Number(x.slice(3));
  return ranges.some((h) => toMin(h.open) <= r.minutes && r.minutes + s.visit_minutes <= toMin(h.close));
}

/** The open slots by brute force: every 5 minutes of the window, read straight from Intl. */
function bruteForce(q: SlotQuery): OpenSlot[] {
  const { earliest, horizonEnd } = bookingWindow(q);
  const slots: OpenSlot[] = [];
  for (let t = Math.ceil(earliest.getTime() / STEP) * STEP; t < horizonEnd.getTime(); t += STEP) {
    const free = q.estimators.filter(
      (e) =>
        reading(t, availabilityClock(e.availability).time_zone).minutes % q.settings.grid_minutes === 0 && inHours(e, t, q.settings) && clear(e, t, q.settings),
    );
    if (free.length) slots.push({ start: new Date(t), end: new Date(t + q.settings.visit_minutes * MINUTE), estimatorIds: free.map((e) => e.id) });
  }
  return slots;
}

describe('open slots, for any hours, visits and settings', () => {
  it('are exactly the grid starts in hours and clear of every visit and its buffer, and each one checks', () => {
    fc.assert(
      fc.property(scenario, (q) => {
        const slots = openSlots(q);
        for (const slot of slots) {
          for (const id of slot.estimatorIds) {
            const e = q.estimators.find((x) => x.id === id)!;
            expect(clear(e, slot.start.getTime(), q.settings)).toBe(true);
            expect(inHours(e, slot.start.getTime(), q.settings)).toBe(true);
            expect(reading(slot.start.getTime(), availabilityClock(e.availability).time_zone).minutes % q.settings.grid_minutes).toBe(0);
          }
        }
        expect(slots).toEqual(bruteForce(q));
        for (const slot of slots.slice(0, 3)) expect(slot.estimatorIds).toContain(checkSlot(q, slot.start).estimatorId);
      }),
      { numRuns: 40 },
    );
  });
});
