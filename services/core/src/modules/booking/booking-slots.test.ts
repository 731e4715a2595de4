import { describe, expect, it } from 'vitest';
import { defaultOfficeHours } from '../office-hours';
import { bookingWindow, openSlots } from './booking-slots';
import { dayStarts, estimator, query, starts, visit, wall } from './slot-test-kit';

const nineToFour = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00'];
const week = (days: Record<string, { open: string; close: string }[]>) => ({
  monday: [],
  tuesday: [],
  wednesday: [],
  thursday: [],
  friday: [],
  saturday: [],
  sunday: [],
  ...days,
});
const h = (open: string, close: string) => ({ open, close });

describe('open slots: hours, grid and visits', () => {
  it('follows the office hours by default: 60-minute visits on a 30-minute grid, the last ending at closing', () => {
    const slots = openSlots(query());
    expect(dayStarts(query(), '2026-11-30')).toEqual(nineToFour);
    expect(slots[0]!.end.getTime() - slots[0]!.start.getTime()).toBe(60 * 60_000);
    // Saturday and Sunday are closed.
    expect(starts(slots).some((s) => s.startsWith('2026-12-05') || s.startsWith('2026-12-06'))).toBe(false);
  });

  it('takes several ranges a day and joins ranges that touch', () => {
    const split = estimator(1, { cities: ['Thunder Bay'], weekly_hours: week({ monday: [h('13:00', '17:00'), h('08:00', '12:00')] }) });
    // The notice in hours: the office's own opening (09:00) would hide the early range.
    expect(dayStarts(query({ estimators: [split], now: new Date('2026-11-29T12:00:00-05:00'), settings: { notice_hours: 1 } }), '2026-11-30')).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
    ]);
    const touching = estimator(1, { cities: ['Thunder Bay'], weekly_hours: week({ tuesday: [h('09:00', '11:00'), h('11:00', '12:00')] }) });
    expect(dayStarts(query({ estimators: [touching] }), '2026-12-01')).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00']);
  });

  it('puts starts on the grid of the local clock, whatever time a range opens', () => {
    const late = estimator(1, { cities: ['Thunder Bay'], weekly_hours: week({ tuesday: [h('09:15', '12:00')] }) });
    expect(dayStarts(query({ estimators: [late] }), '2026-12-01')).toEqual(['09:30', '10:00', '10:30', '11:00']);
    expect(dayStarts(query({ settings: { grid_minutes: 60 } }), '2026-12-01')).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
    expect(dayStarts(query({ settings: { grid_minutes: 15, visit_minutes: 90 } }), '2026-12-01').slice(-3)).toEqual(['15:00', '15:15', '15:30']);
  });

  it('keeps the travel buffer before and after a booked visit', () => {
    // A visit 11:00-12:00 holds [11:00, 12:30); a new one holds [start, start + 90 min).
    const busy = estimator(1, { cities: ['Thunder Bay'] }, [visit('2026-12-01T11:00:00-05:00')]);
    expect(dayStarts(query({ estimators: [busy] }), '2026-12-01')).toEqual(['09:00', '09:30', ...nineToFour.slice(7)]);
    const noBuffer = dayStarts(query({ estimators: [busy], settings: { buffer_minutes: 0 } }), '2026-12-01');
    expect(noBuffer).toEqual(['09:00', '09:30', '10:00', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00']);
  });

  it('gives one slot per start time with every estimator free for it', () => {
    const a = estimator(7, { cities: ['Thunder Bay'] }, [visit('2026-12-01T09:00:00-05:00')]);
    const b = estimator(3, { cities: ['thunder bay'], weekly_hours: week({ tuesday: [h('09:00', '12:00')] }) });
    const slots = openSlots(query({ estimators: [a, b] })).filter((s) => wall(s.start).startsWith('2026-12-01'));
    expect(slots.slice(0, 5).map((s) => [wall(s.start).slice(11), s.estimatorIds])).toEqual([
      ['09:00', [3]],
      ['09:30', [3]],
      ['10:00', [3]],
      ['10:30', [3, 7]],
      ['11:00', [3, 7]],
    ]);
    expect(new Set(slots.map((s) => s.start.getTime())).size).toBe(slots.length);
  });
});

describe('open slots: notice, horizon and the query range', () => {
  it('opens nothing before the office has opened once after now', () => {
    // Friday evening: Monday's opening.
    expect(starts(openSlots(query({ now: new Date('2026-11-27T18:00:00-05:00') })))[0]).toBe('2026-11-30 09:00');
    // During office hours: tomorrow's opening, not this afternoon.
    expect(starts(openSlots(query({ now: new Date('2026-12-01T10:00:00-05:00') })))[0]).toBe('2026-12-02 09:00');
    // Early morning: this morning's opening.
    expect(starts(openSlots(query({ now: new Date('2026-12-01T07:00:00-05:00') })))[0]).toBe('2026-12-01 09:00');
    // Friday evening before Family Day (Monday 15 February 2027): Tuesday.
    expect(starts(openSlots(query({ now: new Date('2027-02-12T18:00:00-05:00') })))[0]).toBe('2027-02-16 09:00');
  });

  it('counts a fixed notice in hours when one is set', () => {
    const q = query({ now: new Date('2026-12-01T10:10:00-05:00'), settings: { notice_hours: 2 } });
    expect(starts(openSlots(q))[0]).toBe('2026-12-01 12:30');
    expect(bookingWindow(q).earliest).toEqual(new Date('2026-12-01T12:10:00-05:00'));
  });

  it('ends with the horizon-th day after today, office time', () => {
    const all = starts(openSlots(query()));
    expect(all.at(-1)).toBe('2026-12-21 16:00');
    expect(all).toHaveLength(16 * 15); // 16 working days, 15 starts each
    expect(starts(openSlots(query({ settings: { horizon_days: 1 } }))).at(-1)).toBe('2026-12-01 16:00');
  });

  it('keeps to the range asked for', () => {
    const q = query({ from: new Date('2026-12-02T10:00:00-05:00'), to: new Date('2026-12-02T12:00:00-05:00') });
    expect(starts(openSlots(q))).toEqual(['2026-12-02 10:00', '2026-12-02 10:30', '2026-12-02 11:00', '2026-12-02 11:30']);
    expect(openSlots(query({ from: new Date('2027-06-01T00:00:00Z') }))).toEqual([]);
  });
});

describe('open slots: days off, extra hours and cities', () => {
  it('leaves out days off, whole or in part, and adds extra hours, even on a holiday', () => {
    const e = estimator(1, {
      cities: ['Thunder Bay'],
      days_off: [{ date: '2026-12-01' }, { date: '2026-12-02', hours: h('12:00', '17:00') }],
      extra_hours: [
        { date: '2026-12-05', hours: h('10:00', '14:00') },
        { date: '2026-12-25', hours: h('10:00', '12:00') },
        { date: '2026-12-03', hours: h('16:00', '19:00') },
      ],
    });
    const q = query({ estimators: [e], settings: { horizon_days: 30 } });
    expect(dayStarts(q, '2026-12-01')).toEqual([]);
    expect(dayStarts(q, '2026-12-02')).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00']);
    expect(dayStarts(q, '2026-12-03').slice(-3)).toEqual(['17:00', '17:30', '18:00']);
    expect(dayStarts(q, '2026-12-05')).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00']);
    expect(dayStarts(q, '2026-12-25')).toEqual(['10:00', '10:30', '11:00']);
    expect(dayStarts(q, '2026-12-24')).toEqual(nineToFour);
  });

  it('offers only the estimators who serve the city, however it is written', () => {
    const tb = estimator(1, { cities: ['Thunder Bay', 'Oliver-Paipoonge'] });
    const sudbury = estimator(2, { cities: ['Sudbury', 'Val Caron'] });
    const montreal = estimator(3, { cities: ['Saint-Léonard'], time_zone: 'America/Toronto', holiday_regions: ['ON'] });
    const ids = (city: string) => [...new Set(openSlots(query({ estimators: [tb, sudbury, montreal], city })).flatMap((s) => s.estimatorIds))];
    expect(ids('  THUNDER   bay ')).toEqual([1]);
    expect(ids('Thunderbay')).toEqual([1]);
    expect(ids('oliver paipoonge')).toEqual([1]);
    expect(ids('Valcaron')).toEqual([2]);
    expect(ids('saint leonard')).toEqual([3]);
    expect(ids('Kenora')).toEqual([]);
    expect(ids('  ')).toEqual([]);
  });

  it('reads the office week on a Winnipeg estimator\u2019s own clock', () => {
    const wpg = estimator(1, { cities: ['Winnipeg'] });
    const q = query({ estimators: [wpg], city: 'Winnipeg' });
    expect(dayStarts(q, '2026-12-01', 'America/Winnipeg')).toEqual(nineToFour);
    expect(openSlots(q).find((s) => wall(s.start).startsWith('2026-12-01'))!.start).toEqual(new Date('2026-12-01T15:00:00Z'));
    expect(defaultOfficeHours.time_zone).toBe('America/Toronto');
  });
});
