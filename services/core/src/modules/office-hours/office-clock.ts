import Holidays from 'date-holidays';
import { minutesOfDay, weekdays, type OfficeHours } from './office-hours.schemas';

/**
 * The office's clock: which instants are office time (the weekday's opening hours in the
 * office's time zone, outside the statutory holidays of its provinces) and how many office
 * minutes lie between two instants. Pure functions of the settings; daylight-saving changes
 * come from the time zone database through Intl, the holidays from date-holidays.
 */
export type OfficeClock = Pick<OfficeHours, 'hours' | 'time_zone' | 'holiday_regions'>;

const MINUTE = 60_000;
/** How far a search for office time looks ahead before giving up (a year and a bit). */
const SEARCH_DAYS = 400;

/** A calendar date as a zone reads it (month 1-12). */
export interface LocalDate {
  y: number;
  m: number;
  d: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock reading of an instant in a zone, as if it were UTC (milliseconds). */
export function wallClock(t: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(t))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** The local date of an instant in a zone. */
export function localDate(t: number, timeZone: string): LocalDate {
  const w = new Date(wallClock(t, timeZone));
  return { y: w.getUTCFullYear(), m: w.getUTCMonth() + 1, d: w.getUTCDate() };
}

export const nextDate = ({ y, m, d }: LocalDate): LocalDate => {
  const n = new Date(Date.UTC(y, m - 1, d + 1));
  return { y: n.getUTCFullYear(), m: n.getUTCMonth() + 1, d: n.getUTCDate() };
};

/** The weekday of a local date. */
export const weekdayOf = ({ y, m, d }: LocalDate) => weekdays[(new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7]!;

export const isoDate = ({ y, m, d }: LocalDate) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** The instant a wall-clock time of a local date happens in the zone (the later reading in a DST gap). */
export function zonedInstant(date: LocalDate, minutes: number, timeZone: string): number {
  const wall = Date.UTC(date.y, date.m - 1, date.d, 0, minutes);
  const first = wall - (wallClock(wall, timeZone) - wall);
  const offset = wallClock(first, timeZone) - first;
  return wall - offset;
}

const holidayCache = new Map<string, Map<string, string>>();
/** The statutory (public) holidays of a province in a year: date -> name. */
function publicHolidays(region: string, year: number): Map<string, string> {
  const key = `${region}:${year}`;
  let days = holidayCache.get(key);
  if (!days) {
    days = new Map();
    for (const h of new Holidays('CA', region).getHolidays(year) || []) {
      if (h.type === 'public') days.set(h.date.slice(0, 10), h.name);
    }
    holidayCache.set(key, days);
  }
  return days;
}

/** The statutory holiday that closes the office on a local date, if any ("Family Day (ON)"). */
export function holidayOn(date: LocalDate, clock: Pick<OfficeClock, 'holiday_regions'>): string | undefined {
  for (const region of clock.holiday_regions) {
    const name = publicHolidays(region, date.y).get(isoDate(date));
    if (name) return `${name} (${region})`;
  }
  return undefined;
}

/** A local date's office time as [start, end) instants, or undefined when the office is closed. */
export function openInterval(date: LocalDate, clock: OfficeClock): [number, number] | undefined {
  const hours = clock.hours[weekdayOf(date)];
  if (!hours || holidayOn(date, clock)) return undefined;
  return [zonedInstant(date, minutesOfDay(hours.open), clock.time_zone), zonedInstant(date, minutesOfDay(hours.close), clock.time_zone)];
}

/** Whole office minutes between two instants (0 when `to` is not after `from`). */
export function officeMinutesBetween(from: Date, to: Date, clock: OfficeClock): number {
  const start = from.getTime();
  const end = to.getTime();
  if (end <= start) return 0;
  let ms = 0;
  const last = isoDate(localDate(end, clock.time_zone));
  for (let date = localDate(start, clock.time_zone), i = 0; i < 40_000; date = nextDate(date), i++) {
    const interval = openInterval(date, clock);
    if (interval) ms += Math.max(0, Math.min(end, interval[1]) - Math.max(start, interval[0]));
    if (isoDate(date) === last) break;
  }
  return Math.floor(ms / MINUTE);
}

/**
 * The instant at which `minutes` office minutes have passed since `from`; with 0, the next
 * moment the office is open (`from` itself when it is open). Undefined when the office never
 * opens within a year (settings the schema refuses).
 */
export function addOfficeMinutes(from: Date, minutes: number, clock: OfficeClock): Date | undefined {
  const start = from.getTime();
  let remaining = minutes * MINUTE;
  for (let date = localDate(start, clock.time_zone), i = 0; i < SEARCH_DAYS; date = nextDate(date), i++) {
    const interval = openInterval(date, clock);
    if (!interval) continue;
    const begin = Math.max(interval[0], start);
    if (begin >= interval[1]) continue;
    if (remaining <= interval[1] - begin) return new Date(begin + remaining);
    remaining -= interval[1] - begin;
  }
  return undefined;
}

/** The next moment the office is open (`at` itself while it is open). */
export const nextOpening = (at: Date, clock: OfficeClock): Date | undefined => addOfficeMinutes(at, 0, clock);

/** Whether `at` is office time. */
export function isOfficeOpen(at: Date, clock: OfficeClock): boolean {
  const interval = openInterval(localDate(at.getTime(), clock.time_zone), clock);
  return interval !== undefined && at.getTime() >= interval[0] && at.getTime() < interval[1];
}

/** The office's local date of an instant (`YYYY-MM-DD`): what a night's digest is keyed on. */
export const officeDate = (at: Date, clock: OfficeClock): string => isoDate(localDate(at.getTime(), clock.time_zone));
