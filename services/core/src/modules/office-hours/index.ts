/**
 * The office's clock (docs/admin.md, "Speed to lead"): opening hours per weekday in the
 * office's time zone, the statutory holidays of its provinces, and office minutes between
 * instants; with the chase's thresholds, one settings row.
 */
export {
  addOfficeMinutes,
  holidayOn,
  isOfficeOpen,
  isoDate,
  localDate,
  nextDate,
  nextOpening,
  officeDate,
  officeMinutesBetween,
  wallClock,
  weekdayOf,
  zonedInstant,
  type LocalDate,
  type OfficeClock,
} from './office-clock';
export { addDays, dayClock, nextOfficeOpening } from './office-calendar';
export { OfficeHoursSettings, officeHoursEntities } from './office-hours.entity';
export {
  defaultOfficeHours,
  describeOfficeHours,
  describeOfficeHoursFr,
  openingHoursWeek,
  holidayRegions,
  isTimeZone,
  officeDayHours,
  officeHoursInput,
  officeWeek,
  schemaOrgOpeningHours,
  weekdays,
  type OfficeHours,
  type Weekday,
} from './office-hours.schemas';
export { getOfficeHours, getShownOfficeHours, updateOfficeHours, type ShownOfficeHours } from './office-hours.service';
