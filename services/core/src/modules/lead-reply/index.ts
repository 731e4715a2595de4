/**
 * Replies to a homeowner from the back office (docs/admin.md, "Replies"): queued from the lead
 * card, sent once through the outbox, the queue and the `sent_emails` ledger, threaded under
 * the homeowner's confirmation, recorded on the lead and in the activity history.
 */
export { leadReplyActivity } from './lead-reply.activity';
export { replyEmail, type ReplyEmailTemplates, type ReplyEmailView } from './lead-reply.email';
export { LeadReply, leadReplyEntities } from './lead-reply.entity';
export { leadReplyJobHandlers, recordReplyFailure, replyReconcileSource, type LeadReplyDeps } from './lead-reply.handlers';
export { leadReplyJobs, sendReplyJob } from './lead-reply.jobs';
export { leadReplyDraftQuery, leadReplyInput, leadReplyStatuses, type LeadReplyStatus } from './lead-reply.schemas';
export { leadReplyView, listLeadReplies, queueReply, replyDraft, repliesByLead, type ReplyAuthor } from './lead-reply.service';
