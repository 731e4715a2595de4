import { describe, expect, it } from 'vitest';
import { nextBackupTime } from './backup-schedule';

/** The nightly time by the office's wall clock, across both daylight-saving changes. */
describe('nextBackupTime', () => {
  const toronto = 'America/Toronto';
  const at = (iso: string) => nextBackupTime(new Date(iso), '02:00', toronto).toISOString();

  it('is the next 02:00 office time, strictly after now', () => {
    expect(at('2026-11-24T01:59:59-05:00')).toBe('2026-11-24T07:00:00.000Z');
    expect(at('2026-11-24T02:00:00-05:00')).toBe('2026-11-25T07:00:00.000Z');
    expect(at('2026-11-24T23:30:00-05:00')).toBe('2026-11-25T07:00:00.000Z');
    expect(nextBackupTime(new Date('2026-11-24T12:00:00Z'), '03:30', 'America/Winnipeg').toISOString()).toBe('2026-11-25T09:30:00.000Z');
  });

  it('runs once on the night the clocks go back, and after the gap the night they spring forward', () => {
    // 1 November 2026: 02:00 EDT becomes 01:00 EST; 02:00 EST happens once, an hour after the first 01:00.
    expect(at('2026-10-31T12:00:00-04:00')).toBe('2026-11-01T07:00:00.000Z');
    expect(at('2026-11-01T07:00:00Z')).toBe('2026-11-02T07:00:00.000Z');
    // 8 March 2026: 02:00 EST does not happen (01:59 EST, then 03:00 EDT): the run is at 03:00 EDT.
    expect(at('2026-03-07T12:00:00-05:00')).toBe('2026-03-08T07:00:00.000Z');
    expect(at('2026-03-08T07:00:00Z')).toBe('2026-03-09T06:00:00.000Z');
  });
});
