import { z } from 'zod';
import { defineJob, jobCatalogue } from '../../platform/queue-contracts';
import type { LeadReply } from './lead-reply.entity';

/** A reply's job names it by row id and UUID (a restored database reuses row ids). */
const replyJobRef = z.object({ reply_id: z.number().int().positive(), reply_uid: z.uuid() });

export const replyJobPayload = (r: Pick<LeadReply, 'id' | 'uid'>) => ({ reply_id: r.id, reply_uid: r.uid });
/** The outbox `ref` of a reply's job (the reconciler matches owed work by it). */
export const replyOutboxRef = (id: number) => `lead_reply:${id}`;

/** E-mails one reply to its homeowner (once: the `sent_emails` ledger), threaded under the confirmation. */
export const sendReplyJob = defineJob('lead.send-reply', replyJobRef);

export const leadReplyJobs = jobCatalogue(sendReplyJob);
