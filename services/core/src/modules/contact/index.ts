export { CONTACT_PAGE_SIZE, contactListQuery, contactNoteInput } from './contact-admin.schemas';
export { addContactNote, exportContactsCsv, listContactNotes, notesByContact, searchContacts } from './contact-admin.service';
export { ContactNote } from './contact-note.entity';
export {
  PHOTO_WAIT_MS,
  UNDELIVERED_ALERT_MS,
  deliveryAlert,
  deliveryCounts,
  deliveryState,
  deliveryStates,
  leadEnqueuedHooks,
  leadReconcileSource,
  recordDeliveryFailure,
  retryUndeliveredLeads,
} from './contact-pipeline.service';
export { contactActivity } from './contact.activity';
export {
  homeownerEmail,
  staffEmail,
  type EmailBody,
  type EmailConfig,
  type HomeownerEmailView,
  type LeadEmailTemplates,
  type StaffEmailPhoto,
  type StaffEmailView,
  type StaffPhoto,
} from './contact.emails';
export { contactEntities } from './contact.entities';
export { ContactSubmission } from './contact.entity';
export { HOMEOWNER_DAILY_CAP, contactJobHandlers } from './contact.handlers';
export { contactJobs } from './contact.jobs';
export { contactInput, contactStatusInput, contactStatuses, contactSubmissionInput } from './contact.schemas';
export {
  adminContactView,
  contactPhotos,
  contactRateLimit,
  createContact,
  findListedContact,
  listContacts,
  markNotSpam,
  publicContactView,
  setContactStatus,
} from './contact.service';
export { createFormTokens, type FormTokens } from './form-token';
export { deviceClasses, leadAttributionFields } from './lead-attribution';
export { chartPeriodDays, leadsBySource, leadsPerWeek, type LeadWeek, type LeadWeeks, type SourceCount } from './lead-stats.service';
export { pruneUploads, storeUploads } from './lead-uploads.service';
export { Upload } from './upload.entity';
