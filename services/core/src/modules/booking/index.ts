/**
 * Booking the free inspection (docs/admin.md, "Bookings and the calendar"): the rules as zod schemas (an estimator's
 * availability, the office-wide booking settings), the service towns and their clocks, and the
 * pure slot engine: the open slots of a city, the check of a requested slot with the estimator
 * it goes to, and a slot as the homeowner reads it.
 */
export {
  availabilityClock,
  bookingSettingsInput,
  dayOffInput,
  defaultBookingSettings,
  estimatorAvailabilityInput,
  extraHoursInput,
  weeklyHours,
  type BookingSettings,
  type EstimatorAvailability,
  type HoursRange,
  type WeeklyHours,
} from './availability.schemas';
export { bookingWindow, openSlots, type EstimatorCalendar, type OpenSlot, type SlotQuery } from './booking-slots';
export type { TimeRange } from './busy-ranges';
export { cityMatchKey, placeClock, provinceTimeZones, serviceAreas, timeZoneOfCity, type PlaceClock, type Province } from './service-areas';
export { checkSlot, type SlotChoice } from './slot-check';
export { describeSlot, homeownerTimeZone } from './slot-display';
export {
  BookingSettingsRow,
  bookingEntities,
  EstimatorAvailabilityRow,
  reminderKinds,
  Visit,
  visitBookers,
  VisitReminder,
  visitStatuses,
  type ReminderKind,
  type VisitBooker,
  type VisitStatus,
} from './booking.entity';
export { bookingEnquiryInput, bookVisitWithEnquiry, type HomeownerBooking } from './booking-intake.service';
export {
  getBookingSettings,
  getEstimatorAvailability,
  getOwnAvailability,
  loadSlotQuery,
  updateBookingSettings,
  updateEstimatorAvailability,
  updateOwnAvailability,
  type EstimatorAvailabilityView,
} from './booking-settings.service';
export { createBookingTokens, type BookingTokens } from './booking-tokens';
export { bookVisit, homeowner, moveVisit, reminderLeads, type BookVisitInput, type VisitActor } from './visit.service';
export {
  cancelFutureVisits,
  cancelVisit,
  findVisitByToken,
  findVisitFor,
  listVisits,
  markVisit,
  visitListQuery,
  visitMarkInput,
  visitMarks,
} from './visit-changes.service';
export {
  issueBookingToken,
  issueVisitToken,
  openSlotsForCity,
  openSlotsForLead,
  parseStart,
  visitView,
  type SlotList,
  type SlotView,
  type VisitView,
} from './visit-views';
export {
  bookedVisit,
  bookVisitForLead,
  bookWithToken,
  cancelVisitByToken,
  cancelVisitFor,
  markVisitFor,
  moveVisitByToken,
  moveVisitFor,
  slotListQuery,
  slotsFor,
  visitByToken,
  type BookedVisit,
} from './booking-requests.service';
export { bookingRequestInput, estimatorAvailabilityUpdate, officeBookingInput, ownAvailabilityUpdate, startField, visitMoveInput } from './booking.schemas';
export { bookingJobs, reminderSweepJob, sendInvitationJob, sendReminderJob } from './booking.jobs';
export { bookingJobHandlers, type BookingJobDeps } from './booking.handlers';
export { invitationReconcileSource, sweepReminders } from './booking-reminders';
export {
  bookingPageUrl,
  visitPageUrl,
  type BookingEmailTemplates,
  type CalendarInvitation,
  type InvitationWriter,
  type VisitEmailView,
} from './booking-emails';
