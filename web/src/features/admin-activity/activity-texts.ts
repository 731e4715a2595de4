import { activityActions, activityEntityTypes } from '@northrock/core/browser';

/** Each action in the office's words (the server's list: services/core/src/modules/activity/activity.schemas.ts). */
export const actionText = (action: string) => (Object.hasOwn(activityActions, action) ? activityActions[action as keyof typeof activityActions] : action);

export function entityTypeText(type: string): string {
  return activityEntityTypes[type] ?? type;
}

/** Sign-ins name no item: the sentence ends with the action. */
export const isSessionEntry = (type: string) => type === 'Session';
