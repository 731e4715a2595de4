/**
 * The browser's front door: what web/ may import from core. Only the brand, the modules' zod
 * schemas (`*.schemas.ts`, the same ones the server validates with), the pure media helpers and
 * the service areas (towns and their clocks, pure data): no ORM, no vendor, no Node built-in (test/lint-boundaries.test.ts bundles it for a browser).
 */
export { brand, formatOfficeTime, whyPath } from './brand';
export { ACTIVITY_PAGE_SIZE, activityActions, type ActivityAction, type RestoreVersion } from './modules/activity/activity.schemas';
export { activityEntityTypes, adminNavigation, contentCatalogue, type ContentDeclaration } from './registry/content-catalogue';
export type { ContentCard, FieldSpec } from './registry/content-screen';
export {
  accountEditInput,
  accountInput,
  adminRoles,
  changePasswordInput,
  loginInput,
  mfaDisableInput,
  mfaEnableInput,
  mfaSetupInput,
} from './modules/admin/admin.schemas';
export { backupSettingsInput } from './modules/backup/backup.schemas';
export { blogPostInput } from './modules/blog/blog.schemas';
export { reviewFormInput, reviewPublishInput, reviewSettingsInput } from './modules/review/review.schemas';
export { LEAD_PAGE_SIZE, chartPeriods, leadNoteInput, leadSorts, noteKinds, type ChartPeriod, type NoteKind } from './modules/lead-desk/lead-desk.schemas';
export { leadInput, leadLanguages, leadStatuses, type LeadLanguage, type LeadStatus } from './modules/lead/lead.schemas';
export {
  CONTACT_PHOTOS_FIELD,
  contactFields,
  type ContactField,
  type ContactFormAnswer,
  type ContactFormOutcome,
  type ContactFormPage,
  type ContactValues,
  type SubmitContactForm,
} from './modules/lead-intake/contact-form.schemas';
export {
  leadOutcomeLabels,
  leadOutcomes,
  lostReasonLabels,
  lostReasons,
  MAX_JOB_VALUE_CENTS,
  type LeadOutcome,
  type LostReason,
} from './modules/lead/lead-outcome.schemas';
export { leadReplyInput } from './modules/lead-reply/lead-reply.schemas';
export { differentiatorInput } from './modules/differentiator/differentiator.schemas';
export { materialInput } from './modules/material/material.schemas';
export { variantContentTypes, variantSources } from './modules/photo/image-variants';
export {
  defaultOfficeHours,
  describeOfficeHours,
  describeOfficeHoursFr,
  openingHoursWeek,
  holidayRegions,
  officeHoursInput,
  weekdays,
  type OfficeHours,
  type Weekday,
} from './modules/office-hours/office-hours.schemas';
export { projectInput } from './modules/project/project.schemas';
export { serviceAreas } from './modules/booking/service-areas';
export type { BookingPages, PageAnswer, PageBooked, PageRefusal, PageSlot, PageSlots, PageVisit } from './modules/booking/booking-pages.schemas';
export { propertyTypeInput } from './modules/property-type/property-type.schemas';
export { replyTemplateInput } from './modules/reply-template/reply-template.schemas';
export { serviceInput } from './modules/service/service.schemas';
export { isUrlOrPath } from './modules/shared/fields.schemas';
export { siteSettingsInput } from './modules/site-settings/site-settings.schemas';
export { testimonialInput } from './modules/testimonial/testimonial.schemas';
export { uploadLimits } from './modules/photo/photo.schemas';
export { videoReelInput } from './modules/video-reel/video-reel.schemas';
export { missingFrench } from './modules/shared/locale';
export {
  coreVitals,
  pageTemplates,
  vitalMetrics,
  vitalThresholds,
  VITALS_PATH,
  type PageTemplate,
  type VitalMetric,
  type VitalsBeacon,
} from './modules/web-vitals/web-vitals.schemas';
