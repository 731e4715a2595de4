/**
 * The chase (docs/admin.md, "The response clock and the chase"): a minute's sweep writes the
 * chases an unanswered lead is due by the office clock (the owner, then the admins; the
 * opening-time digest of the leads of a closed office; a follow-up of a contacted lead), each
 * once, sent through the outbox and the `sent_emails` ledger, and recorded on the lead and in Activity.
 */
export { chaseEmail, chaseEmailLead, chaseWording, type ChaseEmailLead, type ChaseEmailTemplates, type ChaseEmailView } from './lead-chase-emails';
export { dueChases, type ChaseCandidate, type DueChase } from './lead-chase.due';
export { chaseKinds, LeadChase, leadChaseEntities, type ChaseKind } from './lead-chase.entity';
export { leadChaseJobHandlers, type LeadChaseDeps } from './lead-chase.handlers';
export { chaseSweepJob, leadChaseJobs } from './lead-chase.jobs';
export { CHASE_HORIZON_MS, chasesByLead, chaseReconcileSource, listLeadChases, sweepChases, type ChaseView, type SweepResult } from './lead-chase.service';
