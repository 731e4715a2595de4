import { defineEntity, p } from '@mikro-orm/core';

/**
 * `pending`: not sent yet (never tried, or the last try failed: `last_error`). `sent`: the
 * mail server accepted it. There is no "sending" state to be left behind by a worker that
 * died mid-send: a send in progress is the row lock held by its transaction, which ends with
 * the worker's connection.
 */
const sentEmailStates = ['pending', 'sent'] as const;

/**
 * One row per e-mail sent through `sendOnce`, keyed by what it is (`lead.42.staff`): a retried
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
    /** Tries that reached the mail server (failed ones included). */
    attempts: p.integer().default(0),
    last_error: p.text().nullable(),
    created_at: p.datetime().onCreate(() => new Date()),
    sent_at: p.datetime().nullable(),
  },
});
export class SentEmail extends SentEmailSchema.class {}
SentEmailSchema.setClass(SentEmail);
export { SentEmailSchema };
