import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { validate } from '../shared';
import { availabilityClock, bookingSettingsInput, defaultBookingSettings, estimatorAvailabilityInput } from './availability.schemas';

/** The 422's field errors as "field: message", as REST and GraphQL will answer them. */
function refusals(schema: Parameters<typeof validate>[0], input: unknown): string[] {
  try {
    validate(schema, input);
    return [];
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return (err.extra.errors ?? []).map((e) => `${e.field}: ${e.message}`);
  }
}
const availability = (input: Record<string, unknown>) => refusals(estimatorAvailabilityInput, { cities: ['Thunder Bay'], ...input });
const closed = { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] };

describe("an estimator's availability", () => {
  it('defaults to the office hours, and the zone and holidays of the cities served', () => {
    const tb = estimatorAvailabilityInput.parse({ cities: ['Thunder Bay', 'Nipigon'] });
    expect(tb).toEqual({ weekly_hours: null, cities: ['Thunder Bay', 'Nipigon'], days_off: [], extra_hours: [] });
    expect(availabilityClock(tb)).toEqual({ time_zone: 'America/Toronto', holiday_regions: ['ON'] });
    expect(availabilityClock(estimatorAvailabilityInput.parse({ cities: ['Sudbury', 'val caron'] })).time_zone).toBe('America/Toronto');
    const winnipeg = estimatorAvailabilityInput.parse({ cities: ['Winnipeg', 'Lockport', 'East St Paul', 'Brandon'] });
    expect(availabilityClock(winnipeg)).toEqual({ time_zone: 'America/Winnipeg', holiday_regions: ['MB'] });
    // A zone given explicitly decides the holidays; provinces given explicitly win.
    const both = estimatorAvailabilityInput.parse({ cities: ['Thunder Bay', 'Winnipeg'], time_zone: 'America/Winnipeg' });
    expect(availabilityClock(both)).toEqual({ time_zone: 'America/Winnipeg', holiday_regions: ['MB'] });
    expect(availabilityClock({ ...both, holiday_regions: ['ON', 'MB'] }).holiday_regions).toEqual(['ON', 'MB']);
    expect(() => availabilityClock({ ...tb, cities: ['Ottawa'] })).toThrow(/No clock for the cities Ottawa/);
  });

  it('asks for a zone the cities do not settle, and for holidays a zone does not settle', () => {
    const zone =
      'time_zone: Time zone is required: the cities are not all on one known clock (Thunder Bay and Sudbury: America/Toronto; Winnipeg: America/Winnipeg)';
    expect(availability({ cities: ['Thunder Bay', 'Winnipeg'] })).toEqual([zone]);
    expect(availability({ cities: ['Ottawa'] })).toEqual([zone]);
    expect(availability({ cities: ['Ottawa'], time_zone: 'Mars/Olympus' })).toEqual(['time_zone: Time zone must be an IANA time zone such as America/Toronto']);
    expect(availability({ cities: ['Regina'], time_zone: 'America/Regina' })).toEqual([
      'holiday_regions: Holiday regions are required for the time zone America/Regina',
    ]);
    expect(availability({ cities: ['Regina'], time_zone: 'America/Regina', holiday_regions: ['MB'] })).toEqual([]);
    expect(availability({ holiday_regions: ['QC'] })).toEqual(['holiday_regions.0: Holiday regions must be among ON, MB']);
  });

  it('names each bad city', () => {
    expect(availability({ cities: [] })).toEqual(['cities: Cities must name at least one city the estimator serves']);
    expect(availability({ cities: ['Thunder Bay', '  '] })).toEqual(['cities.1: City is required']);
    expect(availability({ cities: ['Thunder Bay', 'thunder  bay'] })).toEqual(['cities.1: Cities must not repeat thunder  bay']);
    expect(availability({ cities: 'Thunder Bay' })).toEqual(['cities: Cities must be a list of city names']);
  });

  it('takes several ranges a day and names a range that is backwards, overlaps or is no time', () => {
    const week = {
      ...closed,
      monday: [
        { open: '08:00', close: '12:00' },
        { open: '13:00', close: '17:00' },
      ],
    };
    expect(availability({ weekly_hours: week })).toEqual([]);
    expect(availability({ weekly_hours: { ...closed, monday: [{ open: '17:00', close: '09:00' }] } })).toEqual([
      'weekly_hours.monday.0.close: Monday hours 17:00 to 09:00 must close after it opens',
    ]);
    expect(
      availability({
        weekly_hours: {
          ...closed,
          friday: [
            { open: '13:00', close: '17:00' },
            { open: '09:00', close: '13:30' },
          ],
        },
      }),
    ).toEqual(['weekly_hours.friday.0.open: Friday hours 13:00 to 17:00 overlaps 09:00 to 13:30']);
    expect(availability({ weekly_hours: { ...closed, tuesday: [{ open: '9:00', close: '17:00' }] } })).toEqual([
      'weekly_hours.tuesday.0.open: Opening must be a time between 00:00 and 23:59 (HH:MM)',
    ]);
    expect(availability({ weekly_hours: { ...closed, tuesday: ['09:00-17:00'] } })).toEqual([
      'weekly_hours.tuesday.0: Hours must be {open, close} times (HH:MM)',
    ]);
    expect(availability({ weekly_hours: { monday: [] } })[0]).toBe('weekly_hours.tuesday: Tuesday must be a list of {open, close} hours ([] when closed)');
  });

  it('names a bad day off or extra hours', () => {
    expect(availability({ days_off: [{ date: '2026-12-24' }, { date: '2026-12-31', hours: { open: '12:00', close: '17:00' } }] })).toEqual([]);
    expect(availability({ days_off: [{ date: '2026-02-30' }] })).toEqual(['days_off.0.date: Day off must be a date (YYYY-MM-DD)']);
    expect(availability({ days_off: [{ date: '2026-12-24', hours: { open: '17:00', close: '12:00' } }] })).toEqual([
      'days_off.0.hours.close: Day off 17:00 to 12:00 must close after it opens',
    ]);
    expect(availability({ extra_hours: [{ date: '2026-12-05' }] })).toEqual(['extra_hours.0.hours: Hours must be {open, close} times (HH:MM)']);
    expect(availability({ extra_hours: [{ date: 'Saturday', hours: { open: '10:00', close: '14:00' } }] })).toEqual([
      'extra_hours.0.date: Extra hours date must be a date (YYYY-MM-DD)',
    ]);
  });
});

describe('the booking settings', () => {
  const settings = (input: Record<string, unknown>) => refusals(bookingSettingsInput, input);

  it('default to 60-minute visits, a 30-minute buffer, the next opening, 21 days and a 30-minute grid', () => {
    expect(bookingSettingsInput.parse({})).toEqual(defaultBookingSettings);
    expect(defaultBookingSettings).toEqual({ visit_minutes: 60, buffer_minutes: 30, notice_hours: null, horizon_days: 21, grid_minutes: 30 });
    expect(bookingSettingsInput.parse({ notice_hours: 24, buffer_minutes: 0 })).toMatchObject({ notice_hours: 24, buffer_minutes: 0 });
  });

  it('names each bad setting', () => {
    expect(settings({ visit_minutes: 10 })).toEqual(['visit_minutes: Visit length must be at least 15 minutes']);
    expect(settings({ visit_minutes: 60.5 })).toEqual(['visit_minutes: Visit length must be a whole number of minutes']);
    expect(settings({ buffer_minutes: -5 })).toEqual(['buffer_minutes: Travel buffer must be at least 0 minutes']);
    expect(settings({ notice_hours: 0 })).toEqual(['notice_hours: Minimum notice must be at least 1 hours']);
    expect(settings({ horizon_days: 91 })).toEqual(['horizon_days: Booking horizon must be at most 90 days']);
    expect(settings({ grid_minutes: 7 })).toEqual(['grid_minutes: Slot grid step must divide a day evenly, such as 15, 20, 30 or 60 minutes']);
    expect(settings({ grid_minutes: '30' })).toEqual(['grid_minutes: Slot grid step must be a number of minutes']);
  });
});
