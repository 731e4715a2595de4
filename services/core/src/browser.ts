/**
 * The browser's front door: what web/ may import from core. Only the brand, the modules' zod
 * schemas (`*.schemas.ts`, the same ones the server validates with) and the pure media helpers:
 * no ORM, no vendor, no Node built-in (test/lint-boundaries.test.ts bundles it for a browser).
 */
export { brand, formatOfficeTime, whyPath } from './brand';
export { ACTIVITY_PAGE_SIZE, activityEntityTypes, type ActivityEntityType, type RestoreVersion } from './modules/activity/activity.schemas';
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
export { blogPostInput } from './modules/blog/blog.schemas';
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
export { variantContentTypes, variantSources } from './modules/media';
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
export { propertyTypeInput } from './modules/property-type/property-type.schemas';
export { replyTemplateInput } from './modules/reply-template/reply-template.schemas';
export { serviceInput } from './modules/service/service.schemas';
export { isUrlOrPath } from './modules/shared/fields.schemas';
export { siteSettingsInput } from './modules/site-settings/site-settings.schemas';
export { testimonialInput } from './modules/testimonial/testimonial.schemas';
export { uploadLimits } from './modules/upload/upload.schemas';
export { videoReelInput } from './modules/video-reel/video-reel.schemas';
export { missingFrench } from './modules/shared/locale';
