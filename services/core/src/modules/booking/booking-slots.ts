import { addDays, isoDate, localDate, nextDate, nextOfficeOpening, zonedInstant, type OfficeClock } from '../office-hours';
import { availabilityClock, type BookingSettings, type EstimatorAvailability } from './availability.schemas';
import { gridStarts, workingDay } from './availability-days';
import { busyIndex, type BusyIndex, type TimeRange } from './busy-ranges';
import { cityMatchKey } from './service-areas';

/**
 * The open slots of the free inspection (docs/admin.md, "Bookings and the calendar"): pure functions of the booking
 * settings, the estimators' availability and visits, the office's clock and `now`. Each
 * estimator's visits are sorted once; each candidate start is one binary search.
 */

const MINUTE = 60_000;

/** One estimator as the slot engine sees them. */
export interface EstimatorCalendar {
  /** The estimator's account id. */
  id: number;
  /** As `estimatorAvailabilityInput` parsed it (never unchecked input: its zone must be known). */
  availability: EstimatorAvailability;
  /** Their visits already booked, any order: each visit itself, the buffer is added here. */
  busy: readonly TimeRange[];
}

export interface SlotQuery {
  settings: BookingSettings;
  /**
   * The office's clock: its week is the hours of an estimator whose `weekly_hours` is null (on
   * the estimator's own clock), its next opening the default notice, its zone's days the horizon.
   */
  office: OfficeClock;
  estimators: readonly EstimatorCalendar[];
  now: Date;
  /** The lead's city: only the estimators who serve it (any case, accents or spacing). */
  city: string;
  /** Only slots starting at or after this instant. */
  from?: Date;
  /** Only slots starting before this instant. */
  to?: Date;
}

/** An open slot: one per start time, with every estimator free for it (by id). */
export interface OpenSlot {
  start: Date;
  end: Date;
  estimatorIds: number[];
}

/**
 * When visits may start: from `earliest` (the minimum notice: `notice_hours` after now, or by
 * default the office's next opening after now) until before `horizonEnd` (the end of the
 * `horizon_days`-th day after today, office time).
 */
export function bookingWindow(query: Pick<SlotQuery, 'settings' | 'office' | 'now'>): { earliest: Date; horizonEnd: Date } {
  const { settings, office, now } = query;
  const today = localDate(now.getTime(), office.time_zone);
  const horizonEnd = new Date(zonedInstant(addDays(today, settings.horizon_days + 1), 0, office.time_zone));
  const earliest = settings.notice_hours === null ? nextOfficeOpening(now, office) : new Date(now.getTime() + settings.notice_hours * 60 * MINUTE);
  return { earliest: earliest ?? horizonEnd, horizonEnd };
}

/** An estimator ready for questions: their working days and their visits, indexed once. */
export interface PreparedEstimator {
  id: number;
  timeZone: string;
  day: ReturnType<typeof workingDay>;
  busy: BusyIndex;
}

/** The estimators who serve the query's city, prepared. */
export function servingEstimators(query: Pick<SlotQuery, 'estimators' | 'city' | 'office' | 'settings'>): PreparedEstimator[] {
  const city = cityMatchKey(query.city);
  if (!city) return [];
  return query.estimators
    .filter((e) => e.availability.cities.some((c) => cityMatchKey(c) === city))
    .map((e) => {
      const clock = availabilityClock(e.availability);
      return {
        id: e.id,
        timeZone: clock.time_zone,
        day: workingDay(e.availability, clock, query.office.hours),
        busy: busyIndex(e.busy, query.settings.buffer_minutes * MINUTE),
      };
    });
}

/** An estimator's grid starts in [from, to) whose visit fits their hours, busy or not, ascending. */
export function availableStarts(e: PreparedEstimator, from: number, to: number, settings: BookingSettings): number[] {
  if (!(from < to)) return [];
  const starts: number[] = [];
  const last = isoDate(localDate(to - 1, e.timeZone));
  for (let date = localDate(from, e.timeZone); ; date = nextDate(date)) {
    const ranges = e.day(date);
    if (ranges.length > 0) {
      for (const t of gridStarts(date, ranges, e.timeZone, settings.grid_minutes, settings.visit_minutes * MINUTE)) {
        if (t >= from && t < to) starts.push(t);
      }
    }
    if (isoDate(date) >= last) break;
  }
  return starts;
}

/**
 * The open slots for a lead's city, soonest first: starts on each estimator's own grid, inside
 * their hours, after the minimum notice and before the horizon, whose visit (with the buffer
 * on both sides) clashes with none of that estimator's visits; one slot per start time.
 */
export function openSlots(query: SlotQuery): OpenSlot[] {
  const { earliest, horizonEnd } = bookingWindow(query);
  const from = Math.max(earliest.getTime(), query.from?.getTime() ?? -Infinity);
  const to = Math.min(horizonEnd.getTime(), query.to?.getTime() ?? Infinity);
  const visitMs = query.settings.visit_minutes * MINUTE;
  const free = new Map<number, number[]>();
  for (const e of servingEstimators(query)) {
    for (const t of availableStarts(e, from, to, query.settings)) {
      if (e.busy.clashes(t, visitMs)) continue;
      const ids = free.get(t);
      if (ids) ids.push(e.id);
      else free.set(t, [e.id]);
    }
  }
  return [...free].sort((a, b) => a[0] - b[0]).map(([t, ids]) => ({ start: new Date(t), end: new Date(t + visitMs), estimatorIds: ids.sort((a, b) => a - b) }));
}
