import { z } from 'zod';
import { isTimeZone, minutesOfDay, officeDayHours, officeHoursInput, weekdays, type OfficeHours, type Weekday } from '../office-hours/office-hours.schemas';
import { requiredText } from '../shared/fields.schemas';
import { cityMatchKey, provinceOfTimeZone, timeZoneOfCity } from './service-areas';

/**
 * The booking rules as data (docs/admin.md, "Bookings and the calendar"): an estimator's availability and the
 * office-wide booking settings. Browser-safe (pure zod): REST, GraphQL and the web forms parse
 * with these; the slot engine (booking-slots.ts) reads their output.
 */

/** One [open, close) range of a day, as the office hours write it (`HH:MM`). */
export type HoursRange = z.infer<typeof officeDayHours>;

const capitalised = (day: Weekday) => day[0]!.toUpperCase() + day.slice(1);
const hhmm = /^\d\d:\d\d$/;
const readable = (r: HoursRange) => hhmm.test(r.open) && hhmm.test(r.close);

/** An issue on a range that does not close after it opens. */
function checkRange(r: HoursRange, ctx: z.RefinementCtx, path: (string | number)[], label: string): void {
  if (readable(r) && minutesOfDay(r.close) <= minutesOfDay(r.open)) {
    ctx.addIssue({ code: 'custom', path: [...path, 'close'], message: `${label} ${r.open} to ${r.close} must close after it opens` });
  }
}

/** Issues on a day's ranges: each must close after it opens, and none may overlap another. */
function checkDay(ranges: readonly HoursRange[], ctx: z.RefinementCtx, path: (string | number)[], label: string): void {
  ranges.forEach((r, i) => checkRange(r, ctx, [...path, i], label));
  const sorted = ranges
    .map((r, i) => ({ r, i }))
    .filter(({ r }) => readable(r) && minutesOfDay(r.close) > minutesOfDay(r.open))
    .sort((a, b) => minutesOfDay(a.r.open) - minutesOfDay(b.r.open));
  for (let k = 1; k < sorted.length; k++) {
    const [prev, next] = [sorted[k - 1]!, sorted[k]!];
    if (minutesOfDay(next.r.open) < minutesOfDay(prev.r.close)) {
      ctx.addIssue({
        code: 'custom',
        path: [...path, next.i, 'open'],
        message: `${label} ${next.r.open} to ${next.r.close} overlaps ${prev.r.open} to ${prev.r.close}`,
      });
    }
  }
}

/** A day's working hours: one or more [open, close) ranges; an empty list is a day off. */
const dayRanges = (day: Weekday) =>
  z
    .array(officeDayHours, { error: `${capitalised(day)} must be a list of {open, close} hours ([] when closed)` })
    .max(6, `${capitalised(day)} may have at most 6 ranges`);

/** An estimator's week: each weekday's ranges in their own time zone. */
export const weeklyHours = /* @__PURE__ */ weeklyHoursSchema();
function weeklyHoursSchema() {
  return z
    .strictObject(Object.fromEntries(weekdays.map((d) => [d, dayRanges(d)])) as Record<Weekday, ReturnType<typeof dayRanges>>, {
      error: 'Weekly hours must list each weekday',
    })
    .superRefine((week, ctx) => {
      for (const day of weekdays) checkDay(week[day], ctx, [day], `${capitalised(day)} hours`);
    });
}
export type WeeklyHours = z.infer<typeof weeklyHours>;

const calendarDate = (label: string) => z.iso.date({ error: `${label} must be a date (YYYY-MM-DD)` });

/** A date off: the whole day, or only `hours` (one schema for every entry: GraphQL maps it to one type). */
export const dayOffInput = /* @__PURE__ */ dayOffSchema();
function dayOffSchema() {
  return z.strictObject({ date: calendarDate('Day off'), hours: officeDayHours.optional().describe('Only these hours off; absent = the whole day') });
}

/** Hours added on a date, also on a weekend or a holiday. */
export const extraHoursInput = /* @__PURE__ */ extraHoursSchema();
function extraHoursSchema() {
  return z.strictObject({ date: calendarDate('Extra hours date'), hours: officeDayHours });
}

/**
 * An estimator's availability (docs/admin.md, "Bookings and the calendar"). `weekly_hours` null follows the office
 * hours on the estimator's own clock; `time_zone` defaults from the cities (Thunder Bay and
 * Sudbury -> America/Toronto, the Winnipeg area -> America/Winnipeg) and `holiday_regions` from
 * the zone (Toronto time -> ON, Winnipeg time -> MB). Extra hours also open a holiday.
 */
export const estimatorAvailabilityInput = /* @__PURE__ */ availabilitySchema();
function availabilitySchema() {
  return z
    .object({
      weekly_hours: weeklyHours.nullable().default(null).describe('Null = the office hours'),
      cities: z
        .array(requiredText('City', 120), { error: 'Cities must be a list of city names' })
        .min(1, 'Cities must name at least one city the estimator serves')
        .max(100, 'Cities may name at most 100 cities'),
      // The office settings' own rules for a zone and provinces; absent, they follow the cities.
      time_zone: officeHoursInput.shape.time_zone.optional().describe("Absent = the cities' zone"),
      holiday_regions: officeHoursInput.shape.holiday_regions.optional().describe("Absent = the zone's province"),
      days_off: z.array(dayOffInput, { error: 'Days off must be a list of {date, hours?}' }).max(366, 'Days off may list at most 366 entries').default([]),
      extra_hours: z
        .array(extraHoursInput, { error: 'Extra hours must be a list of {date, hours}' })
        .max(366, 'Extra hours may list at most 366 entries')
        .default([]),
    })
    .superRefine((a, ctx) => {
      a.days_off.forEach((d, i) => d.hours && checkRange(d.hours, ctx, ['days_off', i, 'hours'], 'Day off'));
      a.extra_hours.forEach((d, i) => checkRange(d.hours, ctx, ['extra_hours', i, 'hours'], 'Extra hours'));
      const seen = new Set<string>();
      a.cities.forEach((city, i) => {
        const key = cityMatchKey(city);
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['cities', i], message: `Cities must not repeat ${city}` });
        seen.add(key);
      });
      // A bad zone or no city named: their own rules say so already.
      const named = a.cities.filter((c) => cityMatchKey(c) !== '');
      if ((a.time_zone !== undefined && !isTimeZone(a.time_zone)) || named.length === 0) return;
      const zone = a.time_zone ?? zoneOfCities(named);
      if (!zone) {
        ctx.addIssue({
          code: 'custom',
          path: ['time_zone'],
          message: 'Time zone is required: the cities are not all on one known clock (Thunder Bay and Sudbury: America/Toronto; Winnipeg: America/Winnipeg)',
        });
      } else if (!a.holiday_regions && !provinceOfTimeZone(zone)) {
        ctx.addIssue({ code: 'custom', path: ['holiday_regions'], message: `Holiday regions are required for the time zone ${zone}` });
      }
    });
}
export type EstimatorAvailability = z.output<typeof estimatorAvailabilityInput>;

/**
 * The clock an availability is read on: its zone (given, else its cities') and the provinces
 * whose holidays close its days (given, else the zone's). The schema refuses an availability
 * where either stays unknown; anything else that reaches here is a bug.
 */
export function availabilityClock(a: EstimatorAvailability): { time_zone: string; holiday_regions: OfficeHours['holiday_regions'] } {
  const time_zone = a.time_zone ?? zoneOfCities(a.cities);
  const province = time_zone && provinceOfTimeZone(time_zone);
  const holiday_regions = a.holiday_regions ?? (province ? [province] : undefined);
  if (!time_zone || !holiday_regions) throw new Error(`No clock for the cities ${a.cities.join(', ')}: parse with estimatorAvailabilityInput`);
  return { time_zone, holiday_regions };
}

/** The one zone of a list of known cities, else undefined (an unknown city, or two zones). */
function zoneOfCities(cities: readonly string[]): string | undefined {
  const zones = new Set(cities.map(timeZoneOfCity));
  const [zone] = zones;
  return zones.size === 1 ? zone : undefined;
}

const wholeNumber = (label: string, unit: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number of ${unit}` })
    .int(`${label} must be a whole number of ${unit}`)
    .min(min, `${label} must be at least ${min} ${unit}`)
    .max(max, `${label} must be at most ${max} ${unit}`);

/**
 * The office-wide booking settings (docs/admin.md, "Bookings and the calendar"). `notice_hours` null: nothing is
 * bookable before the office's next opening after now (it has been open once to see the booking).
 */
export const bookingSettingsInput = /* @__PURE__ */ settingsSchema();
function settingsSchema() {
  return z.strictObject({
    visit_minutes: wholeNumber('Visit length', 'minutes', 15, 480).default(60),
    buffer_minutes: wholeNumber('Travel buffer', 'minutes', 0, 240).default(30),
    notice_hours: wholeNumber('Minimum notice', 'hours', 1, 720).nullable().default(null).describe("Null = not before the office's next opening"),
    horizon_days: wholeNumber('Booking horizon', 'days', 1, 90).default(21),
    grid_minutes: wholeNumber('Slot grid step', 'minutes', 5, 240)
      .refine((n) => 1440 % n === 0, 'Slot grid step must divide a day evenly, such as 15, 20, 30 or 60 minutes')
      .default(30),
  });
}
export type BookingSettings = z.output<typeof bookingSettingsInput>;

/** Visit 60 min, buffer 30 min, notice: the office's next opening, horizon 21 days, grid 30 min. */
export const defaultBookingSettings: BookingSettings = {
  visit_minutes: 60,
  buffer_minutes: 30,
  notice_hours: null,
  horizon_days: 21,
  grid_minutes: 30,
};
