import { AppError } from '../../platform/errors';
import { addDays, dayClock, localDate, nextDate, wallClock, weekdayOf, zonedInstant, type LocalDate } from '../office-hours';
import { weekdays } from '../office-hours/office-hours.schemas';
import { availableStarts, bookingWindow, servingEstimators, type OpenSlot, type PreparedEstimator, type SlotQuery } from './booking-slots';
import { describeSlot } from './slot-display';

const MINUTE = 60_000;

/** A slot a booking may take, and the estimator it goes to. */
export interface SlotChoice extends OpenSlot {
  estimatorId: number;
}

const refuse = (message: string): never => {
  throw AppError.validation([{ field: 'start', message }]);
};

/** Whether `t` is a time on the estimator's grid, as its clock reads it once (not the second 1:30 of a fall-back night). */
function onGrid(e: PreparedEstimator, t: number, gridMinutes: number): boolean {
  const wall = wallClock(t, e.timeZone);
  if (wall % (gridMinutes * MINUTE) !== 0) return false;
  const date = localDate(t, e.timeZone);
  return dayClock(date, e.timeZone)((wall - Date.UTC(date.y, date.m - 1, date.d)) / MINUTE) === t;
}

/** Visits of an estimator on the local day and the week (Monday first) of `t`. */
function load(e: PreparedEstimator, t: number): [number, number] {
  const date = localDate(t, e.timeZone);
  const midnight = (d: LocalDate) => dayClock(d, e.timeZone)(0) ?? zonedInstant(d, 0, e.timeZone);
  const monday = addDays(date, -weekdays.indexOf(weekdayOf(date)));
  return [e.busy.countStarting(midnight(date), midnight(nextDate(date))), e.busy.countStarting(midnight(monday), midnight(addDays(monday, 7)))];
}

/**
 * Checks a requested start against the rules, as a booking arrives (the database's exclusion
 * constraint still decides a race). Throws a 422 naming `start` when it is in the past, before
 * the minimum notice, beyond the horizon, off the grid or outside every serving estimator's
 * hours; `city` when nobody serves the city; a 409 (CONFLICT) when the estimators whose hours
 * hold it are all booked. Of the free estimators it picks the one with the fewest visits that
 * day, then that week, then the lowest id; `estimatorId` asks for one (the office booking).
 */
export function checkSlot(query: SlotQuery, start: Date, opts: { estimatorId?: number } = {}): SlotChoice {
  const t = start.getTime();
  if (Number.isNaN(t)) refuse('Start must be a date and time');
  const serving = servingEstimators(query).filter((e) => opts.estimatorId === undefined || e.id === opts.estimatorId);
  if (serving.length === 0) {
    const who = opts.estimatorId === undefined ? 'No estimator' : `Estimator ${opts.estimatorId} no longer`;
    throw AppError.validation([{ field: 'city', message: `${who} serves ${query.city.trim() || 'this city'}` }]);
  }
  const { settings, now } = query;
  const { earliest, horizonEnd } = bookingWindow(query);
  if (t < now.getTime()) refuse('Start is in the past: choose one of the open slots');
  if (t < earliest.getTime()) {
    refuse(
      `Start is too soon: visits can be booked from ${describeSlot(earliest, { city: query.city, locale: 'en', officeTimeZone: query.office.time_zone })}`,
    );
  }
  if (t >= horizonEnd.getTime()) refuse(`Start is beyond the booking horizon: visits can be booked up to ${settings.horizon_days} days ahead`);
  const grid = serving.filter((e) => onGrid(e, t, settings.grid_minutes));
  if (grid.length === 0) refuse(`Start must be on the ${settings.grid_minutes}-minute slot grid (a time such as 9:00 or 10:00)`);
  const inHours = grid.filter((e) => availableStarts(e, t, t + 1, settings).includes(t));
  if (inHours.length === 0) refuse(`Start is outside the estimators' hours for ${query.city.trim()}: choose one of the open slots`);
  const visitMs = settings.visit_minutes * MINUTE;
  const free = inHours.filter((e) => !e.busy.clashes(t, visitMs));
  if (free.length === 0) throw new AppError('CONFLICT', 'That time has just been booked: choose another slot');
  const [chosen] = free.map((e) => ({ e, load: load(e, t) })).sort((a, b) => a.load[0] - b.load[0] || a.load[1] - b.load[1] || a.e.id - b.e.id);
  return { start: new Date(t), end: new Date(t + visitMs), estimatorId: chosen!.e.id, estimatorIds: free.map((e) => e.id).sort((a, b) => a - b) };
}
