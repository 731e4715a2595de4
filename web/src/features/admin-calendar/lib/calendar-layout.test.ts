import { describe, expect, it } from 'vitest';
import { addDays, dateIn, placeVisits, startOfDate, viewDays, viewRange, visibleHours } from './calendar-layout';

const visit = (id: string, start: string, end: string) => ({ id, start, end });

describe('the calendar’s days and places', () => {
  it('a week runs Monday to Sunday, across a month’s end', () => {
    expect(viewDays('week', '2026-12-03')).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(viewDays('week', '2026-11-30')[0]).toBe('2026-11-30');
    expect(viewDays('week', '2026-12-06')[0]).toBe('2026-11-30');
    expect(viewDays('day', '2026-12-03')).toEqual(['2026-12-03']);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('a day starts at the office’s midnight, also on the days the clocks change (2026 and 2027, Toronto and Winnipeg)', () => {
    expect(startOfDate('2026-12-01', 'America/Toronto').toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(startOfDate('2026-07-01', 'America/Toronto').toISOString()).toBe('2026-07-01T04:00:00.000Z');
    expect(startOfDate('2026-03-08', 'America/Toronto').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDate('2026-03-09', 'America/Toronto').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfDate('2026-11-01', 'America/Winnipeg').toISOString()).toBe('2026-11-01T05:00:00.000Z');
    expect(startOfDate('2026-11-02', 'America/Winnipeg').toISOString()).toBe('2026-11-02T06:00:00.000Z');
    expect(startOfDate('2027-03-14', 'America/Winnipeg').toISOString()).toBe('2027-03-14T06:00:00.000Z');
    expect(startOfDate('2027-11-07', 'America/Toronto').toISOString()).toBe('2027-11-07T04:00:00.000Z');
    // The week of the November change is 169 hours long.
    const week = viewRange('week', '2026-11-01', 'America/Toronto');
    expect((week.to.getTime() - week.from.getTime()) / 3_600_000).toBe(169);
  });

  it('places each visit in its office day at its minutes, in order, leaving out days outside the view', () => {
    const days = viewDays('day', '2026-12-01');
    const placed = placeVisits(
      [
        visit('b', '2026-12-01T19:00:00Z', '2026-12-01T20:00:00Z'),
        visit('a', '2026-12-01T14:30:00Z', '2026-12-01T15:30:00Z'),
        visit('late', '2026-12-02T04:30:00Z', '2026-12-02T05:00:00Z'),
        visit('next', '2026-12-02T14:00:00Z', '2026-12-02T15:00:00Z'),
      ],
      days,
      'America/Toronto',
    );
    expect(placed.get('2026-12-01')!.map((p) => [p.visit.id, p.top, p.length])).toEqual([
      ['a', 9 * 60 + 30, 60],
      ['b', 14 * 60, 60],
      ['late', 23 * 60 + 30, 30],
    ]);
    expect(visibleHours(placed.values())).toEqual({ from: 8, to: 24 });
    expect(dateIn(new Date('2026-12-02T04:30:00Z'), 'America/Winnipeg')).toBe('2026-12-01');
  });
});
