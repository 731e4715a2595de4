import { defineEntity, p } from '@mikro-orm/core';

/**
 * A job to put on the queue, written in the same transaction as the data it is about
 * (transactional outbox). The relay enqueues pending rows and stamps `enqueued_at`; while
 * Redis is away they simply wait.
 */
const OutboxMessageSchema = defineEntity({
  name: 'OutboxMessage',
  tableName: 'outbox_messages',
  properties: {
    id: p.integer().primary(),
    job_name: p.string().length(100),
    /** The BullMQ job id (deduplicates a relay that enqueues the same row twice). */
    job_id: p.string().length(200).unique(),
    payload: p.json<Record<string, unknown>>(),
    created_at: p.datetime().onCreate(() => new Date()),
    enqueued_at: p.datetime().nullable().index(),
    attempts: p.integer().default(0),
    last_error: p.text().nullable(),
  },
});
export class OutboxMessage extends OutboxMessageSchema.class {}
OutboxMessageSchema.setClass(OutboxMessage);
export { OutboxMessageSchema };
