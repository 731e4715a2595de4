export { activityEntities } from './activity.entity';
export {
  ACTIVITY_PAGE_SIZE,
  activityEntityTypes,
  activityListQuery,
  restoreVersionInput,
  restoreVersions,
  type ActivityEntityType,
  type RestoreVersion,
} from './activity.schemas';
export { listActivity, pruneActivity, recordActivity, restoreContentVersion, type Restorers } from './activity.service';
export { activitySubscriber, type RecordedEntity } from './activity.subscriber';
export { runActivityScope, setActivityActor, withActivityAction } from './actor-context';
