import { describe, expect, it } from 'vitest';
import { formatOfficeTime, homeownerLocalTime } from './brand';

describe('formatOfficeTime: a moment as the office reads it', () => {
  const now = new Date('2026-11-26T12:00:00Z');

  it('is in the office time zone with its abbreviation, winter and summer', () => {
    expect(formatOfficeTime('2026-11-26T07:31:56.607Z', { now })).toBe('Thu Nov 26, 2:31 a.m. EST');
    expect(formatOfficeTime(new Date('2026-07-01T21:05:00Z'), { now })).toBe('Wed Jul 1, 5:05 p.m. EDT');
  });

  it('names the year when it is not this one (in the office, not in UTC)', () => {
    expect(formatOfficeTime('2025-11-26T15:00:00Z', { now })).toBe('Wed Nov 26, 2025, 10:00 a.m. EST');
    // 03:00 UTC on January 1 is still December 31 in Toronto.
    expect(formatOfficeTime('2026-01-01T03:00:00Z', { now: new Date('2025-12-31T20:00:00Z') })).toBe('Wed Dec 31, 10:00 p.m. EST');
  });

  it('always names the year for lists that span years', () => {
    expect(formatOfficeTime('2026-11-26T07:31:56.607Z', { now, withYear: true })).toBe('Thu Nov 26, 2026, 2:31 a.m. EST');
  });

  it('shows Central time for an office in Winnipeg', () => {
    expect(formatOfficeTime('2026-11-26T07:31:00Z', { now, timeZone: 'America/Winnipeg' })).toBe('Thu Nov 26, 1:31 a.m. CST');
  });

  it('gives back what it cannot read', () => {
    expect(formatOfficeTime('not a date', { now })).toBe('not a date');
  });
});

describe("homeownerLocalTime: a Manitoba lead's own clock", () => {
  const at = '2026-11-26T15:02:00Z'; // 10:02 a.m. in Toronto, 9:02 a.m. in Winnipeg
  it('is Central time for Winnipeg and the Manitoba places, by city or by an address in MB', () => {
    expect(homeownerLocalTime(at, { city: 'Winnipeg' })).toBe('Thu Nov 26, 2026, 9:02 a.m. CST');
    expect(homeownerLocalTime(at, { city: '  brandon ' })).toBe('Thu Nov 26, 2026, 9:02 a.m. CST');
    expect(homeownerLocalTime(at, { city: '', address: '12 Main St, Niverville, MB' })).toBe('Thu Nov 26, 2026, 9:02 a.m. CST');
  });
  it('knows every Winnipeg-area service town, however it is written', () => {
    for (const city of ['Lockport', 'St Clements', 'east st. paul', 'Saint Boniface']) {
      expect(homeownerLocalTime(at, { city })).toBe('Thu Nov 26, 2026, 9:02 a.m. CST');
    }
  });
  it('is nothing for an Ontario lead or one with no place (the office clock says it all)', () => {
    expect(homeownerLocalTime(at, { city: 'Thunder Bay' })).toBeUndefined();
    expect(homeownerLocalTime(at, { city: 'Kenora', address: '1 Mbabane Rd' })).toBeUndefined();
    expect(homeownerLocalTime(at, {})).toBeUndefined();
  });
});
