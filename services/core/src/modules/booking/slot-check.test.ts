import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { openSlots } from './booking-slots';
import { checkSlot } from './slot-check';
import { estimator, query, visit } from './slot-test-kit';

/** What `checkSlot` refuses with: the code and the field errors, or the chosen estimator. */
function outcome(...args: Parameters<typeof checkSlot>) {
  try {
    return checkSlot(...args).estimatorId;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { code: err.code, detail: err.message, errors: err.extra.errors };
  }
}
const refusal = (message: RegExp | string, field = 'start') => ({
  code: 'VALIDATION',
  detail: expect.stringMatching(new RegExp(`^${field}: `)),
  errors: [{ field, message: typeof message === 'string' ? message : expect.stringMatching(message) }],
});

describe('checking a requested slot', () => {
  const q = query({ now: new Date('2026-11-27T18:00:00-05:00') });

  it('accepts every open slot and gives it to a free estimator', () => {
    for (const slot of openSlots(q).slice(0, 20)) {
      expect(checkSlot(q, slot.start)).toEqual({ ...slot, estimatorId: 1 });
    }
  });

  it('refuses, naming start, a time in the past, before the notice, beyond the horizon, off the grid or outside the hours', () => {
    expect(outcome(q, new Date('2026-11-27T17:00:00-05:00'))).toEqual(refusal('Start is in the past: choose one of the open slots'));
    expect(outcome(q, new Date('2026-11-28T10:00:00-05:00'))).toEqual(
      refusal('Start is too soon: visits can be booked from Monday, November 30, 9:00 a.m. EST'),
    );
    // Friday 27 November + 21 days: Friday 18 December is the last day.
    expect(outcome(q, new Date('2026-12-18T16:00:00-05:00'))).toBe(1);
    expect(outcome(q, new Date('2026-12-21T09:00:00-05:00'))).toEqual(refusal('Start is beyond the booking horizon: visits can be booked up to 21 days ahead'));
    expect(outcome(q, new Date('2026-12-01T09:10:00-05:00'))).toEqual(refusal(/^Start must be on the 30-minute slot grid/));
    expect(outcome(q, new Date('2026-12-01T09:00:01-05:00'))).toEqual(refusal(/^Start must be on the 30-minute slot grid/));
    expect(outcome(q, new Date('2026-12-01T16:30:00-05:00'))).toEqual(
      refusal("Start is outside the estimators' hours for Thunder Bay: choose one of the open slots"),
    );
    expect(outcome(q, new Date('2026-12-05T10:00:00-05:00'))).toEqual(refusal(/outside the estimators' hours/));
    expect(outcome(q, new Date('nonsense'))).toEqual(refusal('Start must be a date and time'));
    expect(outcome({ ...q, city: 'Brandon' }, new Date('2026-12-01T09:00:00-05:00'))).toEqual(refusal('No estimator serves Brandon', 'city'));
  });

  it('answers a conflict when every estimator whose hours hold it is booked', () => {
    const booked = query({ ...q, estimators: [estimator(1, { cities: ['Thunder Bay'] }, [visit('2026-12-01T10:00:00-05:00')])] });
    // 9:00 would end at 10:00 and leave no buffer before the 10:00 visit; 11:30 is the first after it.
    for (const t of ['09:00', '09:30', '10:00', '10:30', '11:00']) {
      expect(outcome(booked, new Date(`2026-12-01T${t}:00-05:00`))).toEqual({
        code: 'CONFLICT',
        detail: 'That time has just been booked: choose another slot',
        errors: undefined,
      });
    }
    expect(outcome(booked, new Date('2026-12-01T11:30:00-05:00'))).toBe(1);
  });

  it('gives a slot to the estimator with the fewest visits that day, then that week, then the lowest id', () => {
    const tuesday = new Date('2026-12-01T14:00:00-05:00');
    const a = (busy: ReturnType<typeof visit>[]) => estimator(5, { cities: ['Thunder Bay'] }, busy);
    const b = (busy: ReturnType<typeof visit>[]) => estimator(9, { cities: ['Thunder Bay'] }, busy);
    const pick = (...estimators: ReturnType<typeof estimator>[]) => checkSlot({ ...q, estimators }, tuesday);
    expect(pick(a([]), b([])).estimatorId).toBe(5);
    expect(pick(b([]), a([])).estimatorId).toBe(5);
    expect(pick(a([visit('2026-12-01T09:00:00-05:00')]), b([])).estimatorId).toBe(9);
    // Same day load: the week decides (Monday 30 November is in the same week, Friday 27 is not).
    const twoThisWeek = [visit('2026-12-01T09:00:00-05:00'), visit('2026-11-30T09:00:00-05:00')];
    const oneEarlier = [visit('2026-12-01T09:00:00-05:00'), visit('2026-11-27T09:00:00-05:00')];
    expect(pick(a(twoThisWeek), b(oneEarlier)).estimatorId).toBe(9);
    expect(pick(a(twoThisWeek), b(oneEarlier)).estimatorIds).toEqual([5, 9]);
  });

  it('books the estimator the office asks for, under the same rules', () => {
    const two = query({ ...q, estimators: [estimator(1, { cities: ['Thunder Bay'] }), estimator(2, { cities: ['Thunder Bay'] })] });
    expect(checkSlot(two, new Date('2026-12-01T09:00:00-05:00'), { estimatorId: 2 }).estimatorId).toBe(2);
    expect(outcome(two, new Date('2026-12-01T09:00:00-05:00'), { estimatorId: 3 })).toEqual(refusal('Estimator 3 no longer serves Thunder Bay', 'city'));
  });

  it('refuses the second reading of a fall-back hour, which the slot list never offers', () => {
    const night = query({
      now: new Date('2026-10-30T12:00:00Z'),
      settings: { notice_hours: 1 },
      estimators: [estimator(1, { cities: ['Thunder Bay'], extra_hours: [{ date: '2026-11-01', hours: { open: '00:00', close: '04:00' } }] })],
    });
    expect(outcome(night, new Date('2026-11-01T05:30:00Z'))).toBe(1); // 1:30 EDT
    expect(outcome(night, new Date('2026-11-01T06:30:00Z'))).toEqual(refusal(/^Start must be on the 30-minute slot grid/)); // 1:30 EST
    expect(outcome(night, new Date('2026-11-01T07:00:00Z'))).toBe(1); // 2:00 EST
  });
});
