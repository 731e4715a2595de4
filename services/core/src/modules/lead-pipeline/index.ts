/**
 * A lead's delivery after intake (../lead writes its outbox rows): the jobs and their handlers
 * (photos, processed as each upload arrives; staff e-mail, homeowner confirmation, sent through ../email), the delivery state shown to
 * admins, failures, "retry now", the reconciler's source and the metrics' counts.
 */
export {
  deliveryAlert,
  deliveryCounts,
  deliveryErrorText,
  deliveryFailedAt,
  deliveryState,
  deliveryStates,
  leadEnqueuedHooks,
  leadReconcileSource,
  recordDeliveryFailure,
  retryUndeliveredLeads,
  UNDELIVERED_ALERT_MS,
} from './lead-delivery.service';
export {
  greetingName,
  homeownerEmail,
  POSSIBLE_SPAM_SUBJECT,
  PREFERS_FRENCH,
  leadMessageId,
  staffEmail,
  type HomeownerEmailView,
  type LeadEmailTemplates,
  type StaffEmailPhoto,
  type StaffEmailView,
  type StaffPhoto,
} from './lead-emails';
export { heldBackDigestKey, sendHeldBackDigest } from './held-back-digest';
export { HOMEOWNER_DAILY_CAP, leadPipelineJobHandlers } from './lead-pipeline.handlers';
export { leadPipelineJobs } from './lead-pipeline.jobs';
