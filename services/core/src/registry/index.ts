/**
 * The registry: the one list of content types, entities and job contracts, assembled from the
 * modules' front doors. Modules never import it; the gateway, the worker, seeds and scripts do.
 */
export { contentTypes, extendRegistry, typeNameOf, type ContentType } from './content-types';
export { createJobQueue, jobContracts, jobNames, startJobWorkers, type JobHandlers, type JobName, type JobPayload, type JobQueue } from './jobs';
export { adminNavigation, type AdminNavEntry } from './navigation';
export { bumpVersionOnContentWrites, contentRestorers, createOrm } from './orm';
