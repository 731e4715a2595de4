import { describe, expect, it } from 'vitest';
import { addOfficeMinutes, holidayOn, isOfficeOpen, nextOpening, officeMinutesBetween } from './office-clock';
import { defaultOfficeHours, officeHoursInput } from './office-hours.schemas';

const clock = defaultOfficeHours;
/** Toronto wall-clock times, written with their UTC offset. */
const at = (iso: string) => new Date(iso);

describe('the office clock (Monday to Friday, 9 to 5, Toronto, ON and MB holidays)', () => {
  it('counts office minutes inside one day', () => {
    expect(officeMinutesBetween(at('2026-11-24T10:02:00-05:00'), at('2026-11-24T10:14:00-05:00'), clock)).toBe(12);
    expect(isOfficeOpen(at('2026-11-24T10:02:00-05:00'), clock)).toBe(true);
  });

  it('counts nothing at night or over a weekend', () => {
    // Friday 16:55 to Monday 9:07: 5 minutes on Friday, 7 on Monday.
    expect(officeMinutesBetween(at('2026-11-27T16:55:00-05:00'), at('2026-11-30T09:07:00-05:00'), clock)).toBe(12);
    expect(officeMinutesBetween(at('2026-11-28T10:00:00-05:00'), at('2026-11-29T16:00:00-05:00'), clock)).toBe(0);
    expect(isOfficeOpen(at('2026-11-24T17:00:00-05:00'), clock)).toBe(false);
  });

  it('a lead after hours is first due at the next opening', () => {
    expect(nextOpening(at('2026-11-24T22:30:00-05:00'), clock)).toEqual(at('2026-11-25T09:00:00-05:00'));
    expect(addOfficeMinutes(at('2026-11-27T23:00:00-05:00'), 5, clock)).toEqual(at('2026-11-30T09:05:00-05:00'));
    expect(addOfficeMinutes(at('2026-11-24T16:58:00-05:00'), 5, clock)).toEqual(at('2026-11-25T09:03:00-05:00'));
  });

  it('skips the statutory holidays of Ontario and Manitoba, a Monday holiday included', () => {
    // Family Day (ON) / Louis Riel Day (MB): Monday 16 February 2026.
    expect(holidayOn({ y: 2026, m: 2, d: 16 }, clock)).toMatch(/\((ON|MB)\)/);
    expect(addOfficeMinutes(at('2026-02-13T16:59:00-05:00'), 5, clock)).toEqual(at('2026-02-17T09:04:00-05:00'));
    // Civic Holiday (first Monday of August) is not statutory in Ontario: the office is open.
    expect(isOfficeOpen(at('2026-08-03T10:00:00-04:00'), clock)).toBe(true);
    // Without provinces, Christmas is a working day.
    expect(isOfficeOpen(at('2026-12-25T10:00:00-05:00'), { ...clock, holiday_regions: [] })).toBe(true);
    expect(isOfficeOpen(at('2026-12-25T10:00:00-05:00'), clock)).toBe(false);
  });

  it('keeps 9 to 5 in local time across the daylight-saving changes', () => {
    // Sunday 8 March 2026 clocks go forward: Monday opens at 9:00 EDT (13:00 UTC), not 14:00 UTC.
    expect(nextOpening(at('2026-03-08T12:00:00Z'), clock)).toEqual(at('2026-03-09T13:00:00Z'));
    // Sunday 1 November 2026 clocks go back: Monday opens at 9:00 EST (14:00 UTC).
    expect(nextOpening(at('2026-11-01T12:00:00Z'), clock)).toEqual(at('2026-11-02T14:00:00Z'));
    // A full week across the change is still 5 x 8 hours.
    expect(officeMinutesBetween(at('2026-03-07T00:00:00-05:00'), at('2026-03-14T00:00:00-05:00'), clock)).toBe(5 * 8 * 60);
  });

  it('reads Winnipeg hours in Central time', () => {
    const winnipeg = { ...clock, time_zone: 'America/Winnipeg' };
    expect(isOfficeOpen(at('2026-11-24T09:30:00-05:00'), winnipeg)).toBe(false);
    expect(isOfficeOpen(at('2026-11-24T09:30:00-06:00'), winnipeg)).toBe(true);
  });
});

describe('office settings validation', () => {
  const issues = (input: unknown) => (officeHoursInput.safeParse(input).error?.issues ?? []).map((i) => i.path.join('.'));
  it('names the field that is wrong', () => {
    expect(issues(defaultOfficeHours)).toEqual([]);
    expect(issues({ ...defaultOfficeHours, hours: { ...defaultOfficeHours.hours, monday: { open: '17:00', close: '09:00' } } })).toEqual([
      'hours.monday.close',
    ]);
    expect(issues({ ...defaultOfficeHours, time_zone: 'Mars/Olympus' })).toEqual(['time_zone']);
    expect(issues({ ...defaultOfficeHours, chase_owner_minutes: 0 })).toEqual(['chase_owner_minutes']);
    expect(issues({ ...defaultOfficeHours, chase_admins_minutes: 10081 })).toEqual(['chase_admins_minutes']);
    expect(issues({ ...defaultOfficeHours, followup_days: 8 })).toEqual(['followup_days']);
  });
});
