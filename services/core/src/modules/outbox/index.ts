export { OutboxMessage, outboxEntities } from './outbox.entity';
export { outboxJobs, reconcileOutboxJob } from './outbox.jobs';
export { expectedJob, outboxJobHandlers, reconcileOutbox, type ExpectedJob, type ReconcileSource } from './outbox.reconciler';
export { startOutboxRelay, type EnqueuedHook, type EnqueuedHooks } from './outbox.relay';
export { addOutboxJob, outboxBacklog, pruneRelayedOutbox } from './outbox.service';
