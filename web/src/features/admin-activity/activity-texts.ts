import { activityEntityTypes } from '@northrock/core/browser';

/** Each action in the office's words. */
const actionTexts: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  restore: 'Restored an earlier version of',
  status_change: 'Changed the status of',
  outcome_change: 'Changed the outcome of',
  owner_change: 'Changed the owner of',
  note: 'Added a note to',
  reply: 'E-mailed a reply to',
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in',
  sign_out: 'Signed out',
  password_change: 'Changed the password of',
  mfa_setup: 'Started two-factor set-up for',
  mfa_enable: 'Turned two-factor sign-in on for',
  mfa_disable: 'Turned two-factor sign-in off for',
  account_create: 'Added the account',
  account_activate: 'Activated the account',
  account_deactivate: 'Deactivated the account',
  account_update: 'Changed the role or e-mail of the account',
  // The chase (by the system, nobody signed in): docs/admin.md, "The response clock and the chase".
  chase_owner: 'E-mailed the owner about the unanswered',
  chase_admins: 'E-mailed the admins about the unanswered',
  chase_digest: 'Listed in the opening-time digest the unanswered',
  chase_followup: 'Reminded the owner to follow up on the',
};

export const actionText = (action: string) => actionTexts[action] ?? action;

export function entityTypeText(type: string): string {
  return Object.hasOwn(activityEntityTypes, type) ? activityEntityTypes[type as keyof typeof activityEntityTypes] : type;
}

/** Sign-ins name no item: the sentence ends with the action. */
export const isSessionEntry = (type: string) => type === 'Session';
