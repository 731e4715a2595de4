/**
 * Sending an e-mail exactly once, whoever sends it (a lead's pipeline, the chase, replies, the
 * held-back digest, uploads paused; bookings, reminders, review requests and backups later): the
 * `sent_emails` ledger keyed by what each message is, `sendOnce` over it, a per-address cap for a
 * family of messages, and who the office's own alarms go to (docs/pipeline.md, "Exactly one email").
 */
export { adminRecipients, type EmailBody, type EmailConfig } from './email.config';
export { emailEntities } from './email.entities';
export { reserveWithinCap, sendOnce, type SendCap } from './send-once';
export { SentEmail } from './sent-email.entity';
