export { activityEntities } from './activity.entity';
export { activityEntityTypes, activityListQuery, restoreVersionInput, restoreVersions } from './activity.schemas';
export { listActivity, pruneActivity, recordActivity, restoreContentVersion, type Restorers } from './activity.service';
export { activitySubscriber, type RecordedEntity } from './activity.subscriber';
export { runActivityScope, setActivityActor, withActivityAction } from './actor-context';
