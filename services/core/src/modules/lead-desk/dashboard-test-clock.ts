import type { OfficeClock } from '../office-hours';

/**
 * The dashboard tests' clock: an office on UTC without holidays, open 9 to 5 on weekdays, so the
 * figures read straight off the clock face; and a week that is always within the last 90 days.
 */
const nineToFive = { open: '09:00', close: '17:00' };
export const utcOfficeClock: OfficeClock = {
  hours: { monday: nineToFive, tuesday: nineToFive, wednesday: nineToFive, thursday: nineToFive, friday: nineToFive, saturday: null, sunday: null },
  time_zone: 'UTC',
  holiday_regions: [],
};

const DAY = 86_400_000;
const today = new Date();
today.setUTCHours(0, 0, 0, 0);
// The latest Wednesday before today (a week ago on a Wednesday).
const wednesday = new Date(today.getTime() - ((today.getUTCDay() - 3 + 7) % 7 || 7) * DAY);

/** Day `d` of the week of that Wednesday (0 = its Monday; negative: the week before) at hh:mm UTC. */
export const dayAt = (d: number, hhmm: string) =>
  new Date(wednesday.getTime() + (d - 2) * DAY + (Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3))) * 60_000);

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
