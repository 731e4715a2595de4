import { describe, expect, it } from 'vitest';
import { openSlots } from './booking-slots';
import { dayStarts, estimator, query } from './slot-test-kit';

const HOUR = 3_600_000;
const zones = [
  { zone: 'America/Toronto', city: 'Thunder Bay', standard: -5 },
  { zone: 'America/Winnipeg', city: 'Winnipeg', standard: -6 },
] as const;

/** The instant of a local time on `date` read with a UTC offset in hours. */
const instant = (date: string, hhmm: string, offset: number) => new Date(Date.parse(`${date}T${hhmm}:00Z`) - offset * HOUR).toISOString();
/** Noon UTC of the Friday two days before a Sunday. */
const fridayBefore = (sunday: string) => new Date(Date.parse(`${sunday}T12:00:00Z`) - 2 * 24 * HOUR);
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 24 * HOUR).toISOString().slice(0, 10);
/** Sunday on both clocks, and nothing of Monday's hours: [Sunday 00:00 UTC, Monday 06:00 UTC). */
const sundayOnly = (sunday: string) => ({ from: new Date(`${sunday}T00:00:00Z`), to: new Date(`${nextDay(sunday)}T06:00:00Z`) });

describe.each(zones)('daylight saving on $zone', ({ zone, city, standard }) => {
  const at = (sunday: string, extra: { open: string; close: string }) =>
    query({
      estimators: [estimator(1, { cities: [city], extra_hours: [{ date: sunday, hours: extra }] })],
      city,
      now: fridayBefore(sunday),
      settings: { notice_hours: 1 },
    });

  // Each start's local time and whether it reads summer time: spring skips 2:00-3:00, fall reads 1:00-2:00 twice (once here).
  const spring = { close: '05:00', starts: ['00:00 w', '00:30 w', '01:00 w', '01:30 w', '03:00 s', '03:30 s', '04:00 s'], monday: 's' };
  const fall = { close: '04:00', starts: ['00:00 s', '00:30 s', '01:00 s', '01:30 s', '02:00 w', '02:30 w', '03:00 w'], monday: 'w' };
  it.each([
    { sunday: '2026-03-08', ...spring },
    { sunday: '2026-11-01', ...fall },
    { sunday: '2027-03-14', ...spring },
    { sunday: '2027-11-07', ...fall },
  ])('$sunday: each local time once if it exists, 60 real minutes each, Monday at 9:00', ({ sunday, close, starts, monday }) => {
    const q = at(sunday, { open: '00:00', close });
    const offset = (season: string) => (season === 's' ? standard + 1 : standard);
    const slots = openSlots({ ...q, ...sundayOnly(sunday) });
    expect(slots.map((s) => s.start.toISOString())).toEqual(starts.map((t) => instant(sunday, t.slice(0, 5), offset(t.slice(6)))));
    expect(slots.every((s) => s.end.getTime() - s.start.getTime() === HOUR)).toBe(true);
    const next = nextDay(sunday);
    expect(dayStarts(q, next, zone)).toHaveLength(15);
    expect(openSlots({ ...q, from: new Date(`${next}T06:00:00Z`) })[0]!.start.toISOString()).toBe(instant(next, '09:00', offset(monday)));
  });
});

describe('holiday Mondays close each estimator by their own provinces', () => {
  const toronto = estimator(1, { cities: ['Thunder Bay', 'Winnipeg'], time_zone: 'America/Toronto' });
  const winnipeg = estimator(2, { cities: ['Winnipeg', 'Thunder Bay'], time_zone: 'America/Winnipeg' });
  const monday = (date: string, zone: string) =>
    dayStarts(
      query({ estimators: [toronto, winnipeg], now: new Date(Date.parse(`${date}T15:00:00Z`) - 4 * 24 * HOUR), settings: { notice_hours: 1 } }),
      date,
      zone,
    );

  it.each([
    ['Family Day (ON) and Louis Riel Day (MB)', '2027-02-15'],
    ['Victoria Day', '2027-05-24'],
    ['Labour Day', '2027-09-06'],
    ['Thanksgiving', '2027-10-11'],
  ])('%s, %s: no slot in either zone, Tuesday as usual', (_, date) => {
    expect(monday(date, 'America/Toronto')).toEqual([]);
    expect(monday(date, 'America/Winnipeg')).toEqual([]);
    // 9:00 to 16:00 in Toronto, and Winnipeg's to 17:00 Toronto time.
    expect(monday(nextDay(date), 'America/Toronto')).toHaveLength(17);
  });

  it('Easter Monday 2027 is an Ontario holiday only: the Winnipeg estimator works', () => {
    const slots = openSlots(
      query({
        estimators: [toronto, winnipeg],
        now: new Date('2027-03-25T15:00:00Z'),
        from: new Date('2027-03-29T05:00:00Z'),
        to: new Date('2027-03-30T05:00:00Z'),
        settings: { notice_hours: 1 },
      }),
    );
    expect(slots).toHaveLength(15);
    expect(slots.every((s) => s.estimatorIds.join() === '2')).toBe(true);
  });
});
