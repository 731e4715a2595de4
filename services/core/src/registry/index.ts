/**
 * The registry: the one list of content types, entities and job contracts, assembled from the
 * modules' front doors. Modules never import it; the gateway, the worker, seeds and scripts do.
 * Its browser-safe half (the content catalogue, the navigation) reaches the web through
 * `@northrock/core/browser`.
 */
export {
  activityEntityTypes,
  activityHistory,
  adminNavigation,
  contentTypes,
  extendRegistry,
  publicContentPaths,
  typeNameOf,
  type ContentType,
} from './content-types';
export {
  createJobQueue,
  housekeepingSweepJob,
  jobContracts,
  jobNames,
  startJobWorkers,
  type JobHandlers,
  type JobName,
  type JobPayload,
  type JobQueue,
} from './jobs';
export type { AdminNavEntry } from './navigation';
export { bumpVersionOnContentWrites, contentRestorers, createOrm } from './orm';
