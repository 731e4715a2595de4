import { z } from 'zod';

/** The days of the week, Monday first, as the settings store them. */
export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];

/** The provinces whose statutory holidays close the office (date-holidays' region codes of Canada). */
export const holidayRegions = ['ON', 'MB'] as const;

/** A week, in minutes: the longest wait a chase threshold may name. */
const WEEK_MINUTES = 7 * 24 * 60;

const clockTime = (label: string) =>
  z.string({ error: `${label} must be a time (HH:MM)` }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time between 00:00 and 23:59 (HH:MM)`);

/** Minutes since midnight of an `HH:MM` the schema accepted. */
export const minutesOfDay = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** One day's opening hours, or null when the office is closed that day. */
const dayHours = (day: Weekday) => {
  const label = day[0]!.toUpperCase() + day.slice(1);
  return z
    .object({ open: clockTime(`${label} opening`), close: clockTime(`${label} closing`) })
    .refine((h) => minutesOfDay(h.close) > minutesOfDay(h.open), { path: ['close'], message: `${label} closing must be after its opening` })
    .nullable();
};

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
 * The office's clock and the chase's thresholds (docs/admin.md, "Speed to lead"): opening hours
 * per weekday in the office's time zone, the provinces whose statutory holidays close it, and
 * after how many office minutes (or days) an unanswered lead is chased.
 */
export const officeHoursInput = z
  .object({
    hours: z.object(Object.fromEntries(weekdays.map((d) => [d, dayHours(d)])) as Record<Weekday, ReturnType<typeof dayHours>>),
    time_zone: z.string({ error: 'Time zone is required' }).refine(isTimeZone, 'Time zone must be an IANA time zone such as America/Toronto'),
    holiday_regions: z.array(z.enum(holidayRegions, { error: `Holiday regions must be among ${holidayRegions.join(', ')}` })).max(holidayRegions.length),
    chase_owner_minutes: threshold('Chase of the owner', WEEK_MINUTES, 'office minutes'),
    chase_admins_minutes: threshold('Chase of the admins', WEEK_MINUTES, 'office minutes'),
    followup_days: threshold('Follow-up reminder', 7, 'days'),
  })
  .refine((s) => weekdays.some((d) => s.hours[d] !== null), { path: ['hours'], message: 'The office must be open at least one day a week' });

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
