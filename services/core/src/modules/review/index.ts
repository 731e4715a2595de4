/**
 * Reviews after the job (docs/admin.md, "Reviews"): a request e-mailed a few days after a lead is
 * marked won (due times in PostgreSQL, one reminder, sent once through the e-mail ledger), the
 * homeowner's answer through a signed link, the office's decision to publish it as a testimonial,
 * and the unsubscribe list every e-mail that is not a reply honours (RFC 8058 one-click).
 */
export { reviewCancelReasons, reviewEntities, reviewStates, type ReviewCancelReason, type ReviewState } from './review.entity';
export { reviewJobHandlers, type ReviewDeps } from './review.handlers';
export { lowRatingJob, reviewJobs, reviewSweepJob, sendReviewRequestJob } from './review.jobs';
export { createReviewLinks, type ReviewLinks } from './review-links';
export type { LowRatingEmailView, ReviewEmailTemplates, ReviewRequestEmailView } from './review-emails';
export {
  cancelReviewRequest,
  leadReviewRequest,
  reviewReconcileSource,
  sendReviewRequestNow,
  sweepReviewRequests,
  type ReviewActor,
  type ReviewRequestView,
} from './review-request.service';
export { reviewFormInput, reviewPublishInput, reviewSettingsInput, unsubscribeInput } from './review.schemas';
export {
  acceptReview,
  eraseLeadReviews,
  keepReviewPrivate,
  listReviews,
  openReviewForm,
  publishReview,
  reviewRateLimit,
  submitReview,
  type ReviewFormView,
  type ReviewView,
} from './review.service';
export { getReviewSettings, updateReviewSettings } from './review-settings.service';
export { checkUnsubscribeLink, isUnsubscribed, unsubscribe, unsubscribeHeaders } from './unsubscribe.service';
export { reviewFigures, type ReviewFigures } from './review-figures.service';
