import { defineEntity, p } from '@mikro-orm/core';

export const sentEmailStates = ['sending', 'sent'] as const;

/**
 * One row per email the pipeline sends, keyed by what it is (`lead.42.staff`): a retried
 * or re-run job finds `sent` and sends nothing.
 */
const SentEmailSchema = defineEntity({
  name: 'SentEmail',
  tableName: 'sent_emails',
  properties: {
    key: p.string().length(200).primary(),
    message_id: p.string().length(300),
    recipient: p.string().length(320),
    state: p.enum(sentEmailStates as unknown as string[]),
    attempts: p.integer().default(1),
    created_at: p.datetime().onCreate(() => new Date()),
    sent_at: p.datetime().nullable(),
  },
});
export class SentEmail extends SentEmailSchema.class {}
SentEmailSchema.setClass(SentEmail);
export { SentEmailSchema };
