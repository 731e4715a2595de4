import { describe, expect, it } from 'vitest';
import { dayClock, nextOfficeOpening } from './office-calendar';
import { defaultOfficeHours } from './office-hours.schemas';

describe('the calendar primitives under the office clock', () => {
  it('finds the next opening strictly after a moment, past weekends and holidays', () => {
    expect(nextOfficeOpening(new Date('2026-12-01T10:00:00-05:00'), defaultOfficeHours)).toEqual(new Date('2026-12-02T09:00:00-05:00'));
    expect(nextOfficeOpening(new Date('2026-12-01T09:00:00-05:00'), defaultOfficeHours)).toEqual(new Date('2026-12-02T09:00:00-05:00'));
    expect(nextOfficeOpening(new Date('2026-12-01T08:59:00-05:00'), defaultOfficeHours)).toEqual(new Date('2026-12-01T09:00:00-05:00'));
    expect(nextOfficeOpening(new Date('2027-02-12T18:00:00-05:00'), defaultOfficeHours)).toEqual(new Date('2027-02-16T09:00:00-05:00'));
    const never = { ...defaultOfficeHours, hours: { ...defaultOfficeHours.hours, monday: null, tuesday: null, wednesday: null, thursday: null, friday: null } };
    expect(nextOfficeOpening(new Date('2026-12-01T10:00:00-05:00'), never)).toBeUndefined();
  });

  it("reads a day's clock: no instant for a skipped time, the first of a time read twice", () => {
    const spring = dayClock({ y: 2026, m: 3, d: 8 }, 'America/Toronto');
    expect(spring(90)).toBe(Date.parse('2026-03-08T06:30:00Z'));
    expect(spring(150)).toBeUndefined();
    expect(spring(180)).toBe(Date.parse('2026-03-08T07:00:00Z'));
    const fall = dayClock({ y: 2026, m: 11, d: 1 }, 'America/Winnipeg');
    expect(fall(90)).toBe(Date.parse('2026-11-01T06:30:00Z'));
    expect(fall(150)).toBe(Date.parse('2026-11-01T08:30:00Z'));
    expect(dayClock({ y: 2026, m: 12, d: 1 }, 'America/Winnipeg')(9 * 60)).toBe(Date.parse('2026-12-01T15:00:00Z'));
  });
});
