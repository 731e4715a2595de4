/**
 * The browser's front door: what web/ may import from core. Only the brand, the modules' zod
 * schemas (`*.schemas.ts`, the same ones the server validates with) and the pure media helpers:
 * no ORM, no vendor, no Node built-in (test/lint-boundaries.test.ts bundles it for a browser).
 */
export { brand, whyPath } from './brand';
export { ACTIVITY_PAGE_SIZE, activityEntityTypes, type ActivityEntityType, type RestoreVersion } from './modules/activity';
export { accountInput, changePasswordInput, loginInput, mfaDisableInput, mfaEnableInput, mfaSetupInput } from './modules/admin';
export { blogPostInput } from './modules/blog';
export { CONTACT_PAGE_SIZE, chartPeriods, contactNoteInput, type ChartPeriod } from './modules/contact';
export { contactInput, contactStatuses, type ContactStatus } from './modules/contact';
export { differentiatorInput } from './modules/differentiator';
export { materialInput } from './modules/material';
export { variantContentTypes, variantSources } from './modules/media';
export { projectInput } from './modules/project';
export { propertyTypeInput } from './modules/property-type';
export { serviceInput } from './modules/service';
export { isUrlOrPath } from './modules/shared';
export { siteSettingsInput } from './modules/site-settings';
export { testimonialInput } from './modules/testimonial';
export { uploadLimits } from './modules/upload';
export { videoReelInput } from './modules/video-reel';
