import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { idColumn } from '../shared';
import { Lead } from '../lead';
import { leadReplyStatuses } from './lead-reply.schemas';

/**
 * An e-mail to the homeowner written in the back office (docs/admin.md, "Replies"). Append-only,
 * like notes: what the office told a homeowner is part of the lead's record.
 */
const LeadReplySchema = defineEntity({
  name: 'LeadReply',
  tableName: 'lead_replies',
  properties: {
    ...idColumn,
    /** Unique for ever: in the job's payload and the Message-ID (row ids are reused by a restored database). */
    uid: p
      .uuid()
      .unique()
      .onCreate(() => randomUUID()),
    /** The client's id for this reply: a repeated request with it answers this row. */
    client_id: p.uuid().unique(),
    // Its column keeps the old word (contact_id): a rename would be a migration nobody needs.
    lead: () => p.manyToOne(Lead).fieldName('contact_id').deleteRule('cascade').index().hidden(),
    /** The username at the time of sending (kept if the account is renamed). */
    author: p.string().length(64),
    subject: p.string().length(200),
    body: p.text(),
    status: p.enum(leadReplyStatuses as unknown as string[]).default('queued'),
    /** The last failure of its job (kept until it is sent). */
    error: p.text().nullable(),
    created_at: p.datetime().onCreate(() => new Date()),
    sent_at: p.datetime().nullable(),
  },
});
export class LeadReply extends LeadReplySchema.class {}
LeadReplySchema.setClass(LeadReply);

/** The entities this module maps (services/core/src/registry hands them to the ORM). */
export const leadReplyEntities = [LeadReplySchema];
