/**
 * The calendar screen's arithmetic (docs/admin.md, "Bookings and the calendar"): which days a
 * day or week view shows, and where each visit sits in its day, on the office's clock. Pure, so
 * the screen and its tests read the same numbers.
 */
export type CalendarView = 'day' | 'week';

/** A visit as the calendar places it (GraphQL `Visit`). */
export interface CalendarVisit {
  id: string;
  start: string;
  end: string;
}

/** A calendar date (`2026-12-01`) on the office's clock. */
export type CalendarDate = string;

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
function dateParts(at: Date, timeZone: string) {
  let f = dateFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    dateFormatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, minutes: Number(p.hour) * 60 + Number(p.minute) };
}

/** The office's date of an instant. */
export const dateIn = (at: Date, timeZone: string): CalendarDate => dateParts(at, timeZone).date;

/** `date` moved by `days` (calendar arithmetic, no clock involved). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The days a view shows: the date itself, or its week from Monday to Sunday. */
export function viewDays(view: CalendarView, date: CalendarDate): CalendarDate[] {
  if (view === 'day') return [date];
  const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(date, -weekday);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The instant a date starts on the office's clock (its midnight, whatever the daylight-saving change that day). */
export function startOfDate(date: CalendarDate, timeZone: string): Date {
  // Noon UTC is that date everywhere in Canada; step back by its clock reading to reach midnight.
  const noon = new Date(`${date}T12:00:00Z`);
  const guess = new Date(noon.getTime() - dateParts(noon, timeZone).minutes * 60_000);
  // A daylight-saving change between midnight and noon moves the guess by an hour: correct it.
  const { date: d, minutes } = dateParts(guess, timeZone);
  return d === date ? new Date(guess.getTime() - minutes * 60_000) : new Date(guess.getTime() + (24 * 60 - minutes) * 60_000);
}

/** The instants a view asks the server for: from its first day's midnight to the day after its last. */
export function viewRange(view: CalendarView, date: CalendarDate, timeZone: string): { from: Date; to: Date } {
  const days = viewDays(view, date);
  return { from: startOfDate(days[0]!, timeZone), to: startOfDate(addDays(days[days.length - 1]!, 1), timeZone) };
}

export interface PlacedVisit<V extends CalendarVisit> {
  visit: V;
  /** Minutes from the day's midnight to the start, and the length, on the office's clock. */
  top: number;
  length: number;
}

/** Each day's visits of the view, in order of start, placed on the office's clock. */
export function placeVisits<V extends CalendarVisit>(visits: V[], days: CalendarDate[], timeZone: string): Map<CalendarDate, PlacedVisit<V>[]> {
  const byDay = new Map<CalendarDate, PlacedVisit<V>[]>(days.map((d) => [d, []]));
  for (const visit of [...visits].sort((a, b) => a.start.localeCompare(b.start))) {
    const start = new Date(visit.start);
    const { date, minutes } = dateParts(start, timeZone);
    const length = Math.max(15, Math.round((new Date(visit.end).getTime() - start.getTime()) / 60_000));
    byDay.get(date)?.push({ visit, top: minutes, length });
  }
  return byDay;
}

/** The hours a day column shows: the office's working day, widened to any visit outside it. */
export function visibleHours(placed: Iterable<PlacedVisit<CalendarVisit>[]>, defaults = { from: 8, to: 18 }): { from: number; to: number } {
  let { from, to } = defaults;
  for (const day of placed)
    for (const p of day) {
      from = Math.min(from, Math.floor(p.top / 60));
      to = Math.max(to, Math.ceil((p.top + p.length) / 60));
    }
  return { from, to: Math.min(24, to) };
}

/** `datetime-local`'s value (the browser's clock) as an instant, for the server. */
export const localInputToIso = (value: string) => (value ? new Date(value).toISOString() : '');
