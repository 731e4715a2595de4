import { localDate, nextDate, openInterval, wallClock, zonedInstant, type LocalDate, type OfficeClock } from './office-clock';

/**
 * Calendar primitives the office clock is built on, for other modules that count time in a
 * named zone (booking slots): a local time's instant, a day's clock, days ahead, the next
 * opening. Pure; the time zone database comes through Intl (office-clock.ts).
 */

const SEARCH_DAYS = 400;

/**
 * The instant a local date's wall-clock time happens in a zone; undefined when the clocks skip
 * it (spring forward), the first of the two when they read it twice (fall back).
 */
function localInstant(date: LocalDate, minutes: number, timeZone: string): number | undefined {
  const t = zonedInstant(date, minutes, timeZone);
  return wallClock(t, timeZone) === Date.UTC(date.y, date.m - 1, date.d, 0, minutes) ? t : undefined;
}

/** A day's UTC offset (ms) when it has no daylight-saving change, else null; zone|date -> offset. */
const dayOffsets = new Map<string, number | null>();
const MAX_DAY_OFFSETS = 10_000;

function dayOffset(date: LocalDate, timeZone: string): number | null {
  const key = `${timeZone}|${date.y}-${date.m}-${date.d}`;
  let offset = dayOffsets.get(key);
  if (offset === undefined) {
    const start = zonedInstant(date, 0, timeZone);
    const end = zonedInstant(nextDate(date), 0, timeZone);
    offset = wallClock(start, timeZone) - start;
    if (wallClock(end, timeZone) - end !== offset) offset = null;
    if (dayOffsets.size >= MAX_DAY_OFFSETS) dayOffsets.clear();
    dayOffsets.set(key, offset);
  }
  return offset;
}

/**
 * A local date's clock: minutes of the day -> instant, as `localInstant`. The zone's offset of
 * a day without a daylight-saving change is read once and remembered: the slot engine asks for
 * every grid time of every estimator's day, and Intl's answers are slow.
 */
export function dayClock(date: LocalDate, timeZone: string): (minutes: number) => number | undefined {
  const offset = dayOffset(date, timeZone);
  if (offset === null) return (minutes) => localInstant(date, minutes, timeZone);
  const midnight = Date.UTC(date.y, date.m - 1, date.d);
  return (minutes) => midnight + minutes * 60_000 - offset;
}

/** The local date `days` days after `date`. */
export function addDays({ y, m, d }: LocalDate, days: number): LocalDate {
  const n = new Date(Date.UTC(y, m - 1, d + days));
  return { y: n.getUTCFullYear(), m: n.getUTCMonth() + 1, d: n.getUTCDate() };
}

/**
 * The next time the office opens after `after` (strictly: while it is open, tomorrow's
 * opening): the earliest a visit booked now can be, so the office has been open once before
 * it. Undefined when the office never opens within a year.
 */
export function nextOfficeOpening(after: Date, clock: OfficeClock): Date | undefined {
  const t = after.getTime();
  for (let date = localDate(t, clock.time_zone), i = 0; i < SEARCH_DAYS; date = nextDate(date), i++) {
    const interval = openInterval(date, clock);
    if (interval && interval[0] > t) return new Date(interval[0]);
  }
  return undefined;
}
