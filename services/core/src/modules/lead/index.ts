/**
 * Lead intake: a homeowner's request from the contact form (REST, GraphQL or the page's form
 * action) stored with its claimed photos (claimed by the `claimPhotos` the caller hands
 * `saveLead`: ../photo's `claimUploads`, as ../photo sits above this module) and the outbox rows of
 * its pipeline, in one transaction. Delivery is ../lead-pipeline; the admin's screens are ../lead-desk.
 */
export { assertLeadNotErased, changeLead } from './lead-change';
export { createFormTokens, type FormTokens } from './form-token';
export { deviceClasses, leadAttributionFields, UNKNOWN_SOURCE } from './lead-attribution';
export { leadEntities } from './lead.entities';
export { leadExternalNames } from './lead.external-names';
export { firstResponseKinds, recordFirstResponse, type FirstResponseKind } from './first-response';
export { Lead, leadSteps, type DeliveryErrors, type LeadStep, type PhotoVariants, type StepFailure } from './lead.entity';
export { confirmHomeownerNow, leadJobPayload, leadOutboxRef, notifyStaffNow, PHOTO_WAIT_MS, startLeadPipeline, UPLOAD_WAIT_MS } from './lead-outbox';
export { confirmHomeownerJob, leadJobRef, leadStepJobs, notifyStaffJob, processLeadPhotosJob } from './lead.jobs';
export { leadInput, leadLanguages, leadStatuses, leadStatusInput, enquiryInput, type LeadLanguage } from './lead.schemas';
export {
  leadOutcomeInput,
  leadOutcomeLabels,
  leadOutcomes,
  lostReasonLabels,
  lostReasons,
  MAX_JOB_VALUE_CENTS,
  type LeadOutcome,
  type LostReason,
} from './lead-outcome.schemas';
export { createLead, findLeadByClientId, leadRateLimit, publicLeadView, saveLead, type ClaimLeadPhotos, type SavedLead } from './lead.service';
