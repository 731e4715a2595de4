import { defineEntity, p } from '@mikro-orm/core';

/**
 * A job to put on the queue, written in the same transaction as the data it is about
 * (transactional outbox). The relay enqueues pending rows and stamps `enqueued_at`; while
 * Redis is away they simply wait, and a row the queue refuses waits on its own backoff.
 */
const OutboxMessageSchema = defineEntity({
  name: 'OutboxMessage',
  tableName: 'outbox_messages',
  properties: {
    /** Relay order within this database only; never part of a job's identity. */
    id: p.integer().primary(),
    job_name: p.string().length(100),
    /** The BullMQ job id: a random UUID, unique for ever (deduplicates a relay that enqueues the same row twice). */
    job_id: p.string().length(200).unique(),
    payload: p.json<Record<string, unknown>>(),
    /** What the job is about (`contact_submission:42`): how the reconciler finds a record's jobs. */
    ref: p.string().length(100).nullable().index(),
    created_at: p.datetime().onCreate(() => new Date()),
    /** The job runs no earlier than this (a BullMQ delay); null: at once. */
    run_at: p.datetime().nullable(),
    enqueued_at: p.datetime().nullable().index(),
    attempts: p.integer().default(0),
    last_error: p.text().nullable(),
    /** A row the queue refused is tried again from then on (backoff), without holding up the others. */
    next_attempt_at: p.datetime().nullable(),
  },
});
export class OutboxMessage extends OutboxMessageSchema.class {}
OutboxMessageSchema.setClass(OutboxMessage);

/** The entities this module maps (services/core/src/registry hands them to the ORM). */
export const outboxEntities = [OutboxMessageSchema];
