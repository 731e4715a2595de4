import { dayClock, holidayOn, isoDate, weekdayOf, zonedInstant, type LocalDate, type OfficeClock } from '../office-hours';
import { minutesOfDay } from '../office-hours/office-hours.schemas';
import type { EstimatorAvailability, HoursRange } from './availability.schemas';

/** [open, close) in minutes of a local day. */
type MinuteRange = [number, number];

const toMinutes = (r: HoursRange): MinuteRange => [minutesOfDay(r.open), minutesOfDay(r.close)];

/** Sorted, with touching or overlapping ranges joined (09:00-12:00 and 12:00-17:00 is one range). */
function union(ranges: MinuteRange[]): MinuteRange[] {
  const sorted = ranges.filter(([o, c]) => c > o).sort((a, b) => a[0] - b[0]);
  const out: MinuteRange[] = [];
  for (const [o, c] of sorted) {
    const last = out.at(-1);
    if (last && o <= last[1]) last[1] = Math.max(last[1], c);
    else out.push([o, c]);
  }
  return out;
}

function subtract(ranges: MinuteRange[], cuts: MinuteRange[]): MinuteRange[] {
  let out = ranges;
  for (const [from, until] of cuts) {
    out = out.flatMap(([o, c]) => {
      if (until <= o || from >= c) return [[o, c] as MinuteRange];
      const parts: MinuteRange[] = [];
      if (from > o) parts.push([o, from]);
      if (c > until) parts.push([until, c]);
      return parts;
    });
  }
  return out;
}

function byDate<E extends { date: string }>(entries: readonly E[], pick: (e: E) => MinuteRange): Map<string, MinuteRange[]> {
  const map = new Map<string, MinuteRange[]>();
  for (const e of entries) map.set(e.date, [...(map.get(e.date) ?? []), pick(e)]);
  return map;
}

/**
 * What an estimator's availability makes of a local date (its own clock): the weekday's ranges
 * (the office's when `weekly_hours` is null), none on a statutory holiday of `holidays`, plus
 * that date's extra hours (which open a holiday too), minus its days off.
 */
export function workingDay(
  availability: EstimatorAvailability,
  holidays: Pick<OfficeClock, 'holiday_regions'>,
  officeWeek: OfficeClock['hours'],
): (date: LocalDate) => MinuteRange[] {
  const extra = byDate(availability.extra_hours, (e) => toMinutes(e.hours));
  const off = byDate(availability.days_off, (e) => (e.hours ? toMinutes(e.hours) : [0, 24 * 60]));
  const weekly = (date: LocalDate): MinuteRange[] => {
    if (holidayOn(date, holidays)) return [];
    const day = weekdayOf(date);
    if (availability.weekly_hours) return availability.weekly_hours[day].map(toMinutes);
    const office = officeWeek[day];
    return office ? [toMinutes(office)] : [];
  };
  return (date) => {
    const key = isoDate(date);
    const ranges = union([...weekly(date), ...(extra.get(key) ?? [])]);
    const cuts = off.get(key);
    return cuts ? subtract(ranges, cuts) : ranges;
  };
}

/**
 * The starts of a local date's visits on the grid of its clock (minutes since midnight that the
 * step divides), ascending, as instants: a visit lasts `visitMs` real time and ends within its
 * range; a time the clocks skip is no start, a time they read twice is one (the first).
 */
export function gridStarts(date: LocalDate, ranges: readonly MinuteRange[], timeZone: string, gridMinutes: number, visitMs: number): number[] {
  const clock = dayClock(date, timeZone);
  const starts: number[] = [];
  for (const [open, close] of ranges) {
    // A close in a skipped hour reads an hour early: the range only gets shorter.
    const end = clock(close) ?? zonedInstant(date, close, timeZone);
    for (let m = Math.ceil(open / gridMinutes) * gridMinutes; m < close; m += gridMinutes) {
      const t = clock(m);
      if (t === undefined) continue;
      if (t + visitMs > end) break;
      starts.push(t);
    }
  }
  return starts;
}
