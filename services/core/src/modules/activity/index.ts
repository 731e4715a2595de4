export { activityEntities } from './activity.entity';
export { activityActions, activityListQueryFor, restoreVersionInput, restoreVersions, type ActivityAction } from './activity.schemas';
export { listActivity, pruneActivity, recordActivity, restoreContentVersion, type ActivityHistory, type Restorers } from './activity.service';
export { activitySubscriber, type RecordedEntity } from './activity.subscriber';
export { runActivityScope, setActivityActor, withActivityAction } from './actor-context';
