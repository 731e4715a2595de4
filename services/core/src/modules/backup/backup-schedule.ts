import { isoDate, localDate, nextDate, wallClock, zonedInstant, type LocalDate } from '../office-hours';

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The first `time` (HH:MM, the office's wall clock) strictly after `after`: the next nightly
 * backup. On the night the clocks spring forward past it, the first instant after the gap.
 */
export function nextBackupTime(after: Date, time: string, timeZone: string): Date {
  const minutes = minutesOf(time);
  for (let date = localDate(after.getTime(), timeZone), i = 0; i < 3; date = nextDate(date), i++) {
    let at = zonedInstant(date, minutes, timeZone);
    // In the spring-forward gap the clock never reads `time`: the run is when it reads the hour after.
    if (wallClock(at, timeZone) !== Date.UTC(date.y, date.m - 1, date.d, 0, minutes)) at = zonedInstant(date, minutes + 60, timeZone);
    if (at > after.getTime()) return new Date(at);
  }
  throw new Error(`no ${time} in ${timeZone} within three days of ${after.toISOString()}`);
}

/** The office date a set belongs to (`YYYY-MM-DD`), and its ISO week and month: retention's buckets. */
export function periodsOf(at: Date, timeZone: string): { day: string; week: string; month: string } {
  const date = localDate(at.getTime(), timeZone);
  return { day: isoDate(date), week: isoWeek(date), month: isoDate(date).slice(0, 7) };
}

/** ISO 8601 week (`2026-W48`): weeks start on Monday; week 1 holds the year's first Thursday. */
function isoWeek({ y, m, d }: LocalDate): string {
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  // The week's Thursday decides its year; its day of the year, its number.
  const thursday = new Date(Date.UTC(y, m - 1, d - weekday + 3));
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 / 7);
  return `${year}-W${String(week).padStart(2, '0')}`;
}
