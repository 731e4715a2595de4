import { z } from 'zod';

/** The days of the week, Monday first, as the settings store them. */
export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];

/** The provinces whose statutory holidays close the office (date-holidays' region codes of Canada). */
export const holidayRegions = ['ON', 'MB'] as const;

/** A week, in minutes: the longest wait a chase threshold may name. */
const WEEK_MINUTES = 7 * 24 * 60;

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;
const clockTime = (label: string) =>
  z.string({ error: `${label} must be a time (HH:MM)` }).regex(timePattern, `${label} must be a time between 00:00 and 23:59 (HH:MM)`);

/** Minutes since midnight of an `HH:MM` the schema accepted. */
export const minutesOfDay = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const capitalised = (day: Weekday) => day[0]!.toUpperCase() + day.slice(1);

// The schemas below are built by calls marked pure: a bundle that reaches another schema
// through the browser door (the contact form's island) leaves them out, so the public pages'
// JavaScript does not grow with them.

/**
 * One day's opening hours. One schema for every day (GraphQL maps it to one type); the rule
 * that a day closes after it opens is checked on the week, where the day can be named.
 */
export const officeDayHours = /* @__PURE__ */ dayHoursSchema();
function dayHoursSchema() {
  return z.strictObject({ open: clockTime('Opening'), close: clockTime('Closing') }, { error: 'Hours must be {open, close} times (HH:MM)' });
}

/** The week's opening hours: each day's, or null when the office is closed that day. */
export const officeWeek = /* @__PURE__ */ weekSchema();
function weekSchema() {
  return z
    .strictObject(Object.fromEntries(weekdays.map((d) => [d, officeDayHours.nullable()])) as Record<Weekday, ReturnType<typeof officeDayHours.nullable>>)
    .superRefine((week, ctx) => {
      for (const day of weekdays) {
        const h = week[day];
        if (!h || !timePattern.test(h.open) || !timePattern.test(h.close)) continue;
        if (minutesOfDay(h.close) <= minutesOfDay(h.open)) {
          ctx.addIssue({ code: 'custom', path: [day, 'close'], message: `${capitalised(day)} closing must be after its opening` });
        }
      }
    });
}

export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: name });
    return name.includes('/') || name === 'UTC';
  } catch {
    return false;
  }
}

const threshold = (label: string, max: number, unit: string) =>
  z
    .number({ error: `${label} must be a number of ${unit}` })
    .int(`${label} must be a whole number of ${unit}`)
    .min(1, `${label} must be at least 1`)
    .max(max, `${label} must be at most ${max} ${unit} (a week)`);

/**
 * The office's clock and the chase's thresholds (docs/admin.md, "Office hours"): opening hours
 * per weekday in the office's time zone, the provinces whose statutory holidays close it, and
 * after how many office minutes (or days) an unanswered lead is chased.
 */
export const officeHoursInput = /* @__PURE__ */ settingsSchema();
function settingsSchema() {
  return z
    .strictObject({
      hours: officeWeek,
      time_zone: z.string({ error: 'Time zone is required' }).refine(isTimeZone, 'Time zone must be an IANA time zone such as America/Toronto'),
      holiday_regions: z
        .array(z.enum(holidayRegions, { error: `Holiday regions must be among ${holidayRegions.join(', ')}` }))
        .max(holidayRegions.length)
        .refine((r) => new Set(r).size === r.length, 'Holiday regions must not repeat a province'),
      chase_owner_minutes: threshold('Chase of the owner', WEEK_MINUTES, 'office minutes'),
      chase_admins_minutes: threshold('Chase of the admins', WEEK_MINUTES, 'office minutes'),
      followup_days: threshold('Follow-up reminder', 7, 'days'),
    })
    .refine((s) => weekdays.some((d) => s.hours[d] !== null), { path: ['hours'], message: 'The office must be open at least one day a week' });
}

export type OfficeHours = z.infer<typeof officeHoursInput>;

const nineToFive = { open: '09:00', close: '17:00' };

/** The site's stated hours (Monday to Friday, 9am to 5pm, Toronto time) and the chase's defaults. */
export const defaultOfficeHours: OfficeHours = {
  hours: { monday: nineToFive, tuesday: nineToFive, wednesday: nineToFive, thursday: nineToFive, friday: nineToFive, saturday: null, sunday: null },
  time_zone: 'America/Toronto',
  holiday_regions: ['ON', 'MB'],
  chase_owner_minutes: 5,
  chase_admins_minutes: 30,
  followup_days: 3,
};

type DayHours = z.infer<typeof officeDayHours>;

/** Days with the same hours, in week order, each as runs of consecutive days (Monday first). */
function groupedDays(week: OfficeHours['hours']): { hours: DayHours; runs: Weekday[][] }[] {
  const groups = new Map<string, { hours: DayHours; runs: Weekday[][] }>();
  weekdays.forEach((day, i) => {
    const h = week[day];
    if (!h) return;
    const key = `${h.open}-${h.close}`;
    const group = groups.get(key) ?? groups.set(key, { hours: h, runs: [] }).get(key)!;
    const run = group.runs.at(-1);
    if (run && weekdays.indexOf(run.at(-1)!) === i - 1) run.push(day);
    else group.runs.push([day]);
  });
  return [...groups.values()];
}

/** "9am", "8:30am", "12pm" (noon), "12am" (midnight). */
function spokenTime(hhmm: string): string {
  const h = Number(hhmm.slice(0, 2));
  const m = hhmm.slice(3, 5);
  return `${h % 12 || 12}${m === '00' ? '' : `:${m}`}${h < 12 ? 'am' : 'pm'}`;
}

const listed = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? ''));

/**
 * The opening hours as the public site states them: "Monday to Friday, 9am to 5pm"; days
 * with other hours follow ("Monday to Friday, 9am to 5pm; Saturday, 10am to 2pm"), runs of
 * three days or more are spanned, others listed ("Monday, Wednesday and Friday, 9am to 5pm").
 * Browser-safe: no time zone or holiday is read, only the week.
 */
export function describeOfficeHours(week: OfficeHours['hours']): string {
  const groups = groupedDays(week);
  if (groups.length === 0) return 'By appointment';
  return groups
    .map(({ hours, runs }) => {
      const days =
        runs.length === 1 && runs[0]!.length === 7
          ? 'Every day'
          : listed(runs.flatMap((run) => (run.length >= 3 ? [`${capitalised(run[0]!)} to ${capitalised(run.at(-1)!)}`] : run.map(capitalised))));
      return `${days}, ${spokenTime(hours.open)} to ${spokenTime(hours.close)}`;
    })
    .join('; ');
}

const frenchDays: Record<Weekday, string> = {
  monday: 'lundi',
  tuesday: 'mardi',
  wednesday: 'mercredi',
  thursday: 'jeudi',
  friday: 'vendredi',
  saturday: 'samedi',
  sunday: 'dimanche',
};

/** "9 h", "8 h 30", "12 h", "0 h" (Canadian French, 24-hour clock). */
const frenchTime = (hhmm: string) => `${Number(hhmm.slice(0, 2))} h${hhmm.slice(3, 5) === '00' ? '' : ` ${hhmm.slice(3, 5)}`}`;

const listedFr = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} et ${items.at(-1)}` : (items[0] ?? ''));

/**
 * The same statement in Canadian French for the French pages: "du lundi au vendredi, de 9 h à
 * 17 h"; "lundi, mercredi et vendredi, de 9 h à 17 h"; "tous les jours, ..."; "sur rendez-vous".
 */
export function describeOfficeHoursFr(week: OfficeHours['hours']): string {
  const groups = groupedDays(week);
  if (groups.length === 0) return 'sur rendez-vous';
  return groups
    .map(({ hours, runs }) => {
      const days =
        runs.length === 1 && runs[0]!.length === 7
          ? 'tous les jours'
          : listedFr(runs.flatMap((run) => (run.length >= 3 ? [`du ${frenchDays[run[0]!]} au ${frenchDays[run.at(-1)!]}`] : run.map((d) => frenchDays[d]))));
      return `${days}, de ${frenchTime(hours.open)} à ${frenchTime(hours.close)}`;
    })
    .join('; ');
}

/**
 * The week back from schema.org's `openingHours` notation (`schemaOrgOpeningHours`' inverse):
 * what a page that received only the notation needs to state the hours in another language.
 */
export function openingHoursWeek(openingHours: readonly string[]): OfficeHours['hours'] {
  const week = Object.fromEntries(weekdays.map((d) => [d, null])) as OfficeHours['hours'];
  const dayOf = (short: string) => weekdays.find((d) => capitalised(d).startsWith(short));
  for (const entry of openingHours) {
    const [days = '', times = ''] = entry.split(' ');
    const [open = '', close = ''] = times.split('-');
    for (const part of days.split(',')) {
      const [from, to] = part.split('-').map(dayOf);
      if (!from) continue;
      const last = to ?? from;
      for (let i = weekdays.indexOf(from); i <= weekdays.indexOf(last); i++) week[weekdays[i]!] = { open, close };
    }
  }
  return week;
}

/** The same hours in schema.org's `openingHours` notation: ["Mo-Fr 09:00-17:00", "Sa 10:00-14:00"]. */
export function schemaOrgOpeningHours(week: OfficeHours['hours']): string[] {
  const short = (day: Weekday) => capitalised(day).slice(0, 2);
  return groupedDays(week).map(
    ({ hours, runs }) =>
      `${runs.map((run) => (run.length >= 3 ? `${short(run[0]!)}-${short(run.at(-1)!)}` : run.map(short).join(','))).join(',')} ${hours.open}-${hours.close}`,
  );
}
