import { describe, expect, it } from 'vitest';
import { setsToKeep } from './backup-retention';

/** Retention (7 daily, 4 weekly, 6 monthly by default) over a year of nightly sets, on an injected clock. */
describe('setsToKeep', () => {
  const zone = 'America/Toronto';
  const policy = { keep_daily: 7, keep_weekly: 4, keep_monthly: 6 };
  /** One set a night at 02:00 Toronto (07:00 UTC) from `from`, `nights` nights. */
  const nightly = (from: string, nights: number) =>
    Array.from({ length: nights }, (_, i) => {
      const created_at = new Date(new Date(from).getTime() + i * 86_400_000);
      return { id: created_at.toISOString(), created_at };
    });
  const days = (kept: Set<string>) => [...kept].map((id) => id.slice(0, 10)).sort();

  it('keeps the newest of the last 7 days, 4 weeks and 6 months: 14 sets of a year', () => {
    const kept = setsToKeep(nightly('2025-11-24T07:00:00Z', 366), policy, zone);
    // Daily: 18 to 24 November. Weekly (ISO weeks): this one's newest (the 24th) and the
    // Sundays before it (22nd, 15th, 8th). Monthly: November's newest (the 24th) and the last
    // day of each of the five months before.
    expect(days(kept)).toEqual([
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
      '2026-11-08',
      '2026-11-15',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ]);
  });

  it('counts days with a set, not calendar days, and keeps the newest of a day with two', () => {
    const sets = [...nightly('2026-11-01T07:00:00Z', 3), { id: 'manual', created_at: new Date('2026-11-03T20:00:00Z') }];
    expect(setsToKeep(sets, { keep_daily: 2, keep_weekly: 0, keep_monthly: 0 }, zone)).toEqual(new Set(['manual', '2026-11-02T07:00:00.000Z']));
  });

  it('never removes the newest set, whatever the counts', () => {
    const sets = nightly('2026-11-01T07:00:00Z', 5);
    expect(setsToKeep(sets, { keep_daily: 1, keep_weekly: 0, keep_monthly: 0 }, zone)).toEqual(new Set(['2026-11-05T07:00:00.000Z']));
    expect(setsToKeep([], policy, zone)).toEqual(new Set());
  });

  it('reads the day in the office time zone: 23:30 Toronto is the same day, not the next UTC one', () => {
    const late = { id: 'late', created_at: new Date('2026-11-03T04:30:00Z') }; // 23:30 on 2 November in Toronto
    const night = { id: 'night', created_at: new Date('2026-11-02T07:00:00Z') }; // 02:00 on 2 November
    expect(setsToKeep([night, late], { keep_daily: 7, keep_weekly: 0, keep_monthly: 0 }, zone)).toEqual(new Set(['late']));
  });
});
