import { z } from 'zod';
import { intLike } from '../shared/fields.schemas';

/** Entries per page of the Activity screen. */
export const ACTIVITY_PAGE_SIZE = 50;

/**
 * What the history names each kind of item that is not a content type (the entity's class name)
 * in a person's words. The content types' names come from the registry
 * (services/core/src/registry/content-catalogue.ts, `activityEntityTypesOf`), which passes the
 * whole list to `activityListQueryFor`.
 */
export const recordedEntityTypes = {
  SiteSettings: 'Settings',
  OfficeHoursSettings: 'Office hours',
  // A lead's stored and public entity type (services/core/src/modules/lead/lead.external-names.ts).
  ContactSubmission: 'Lead',
  LeadAssignmentRule: 'Lead assignment rule',
  AdminUser: 'Account',
  Session: 'Sign-in',
} as const;

/**
 * Every action the history records, in the office's words: the server records only these
 * (`ActivityAction`), OpenAPI lists them and the Activity screen shows these texts.
 */
export const activityActions = {
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
  // Bookings (docs/admin.md, "Bookings and the calendar").
  visit_booked: 'Booked the inspection visit of the',
  visit_moved: 'Moved the inspection visit of the',
  visit_cancelled: 'Cancelled the inspection visit of the',
  visit_done: 'Marked done the inspection visit of the',
  visit_no_show: 'Marked no-show the inspection visit of the',
  // Reviews (docs/admin.md, "Reviews").
  review_request_sent: 'E-mailed a review request about the',
  review_reminder_sent: 'E-mailed a review reminder about the',
  review_request_cancelled: 'Cancelled the review request of the',
  review_received: 'Received a review about the',
  review_published: 'Published as a testimonial the review of the',
  review_kept_private: 'Kept private the review of the',
  // Privacy (docs/security.md, "Retention").
  lead_erased: "Erased the homeowner's personal data of the",
  retention: 'Applied the retention rules to each',
  erasures_reapplied: 'Applied again the erasures recorded, after a restore, to each',
} as const;
export type ActivityAction = keyof typeof activityActions;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const day = (label: string) => z.preprocess(blankToUndefined, z.iso.date({ error: `${label} must be a date (YYYY-MM-DD)` }).optional());

/**
 * Activity list filters: a person (account id), an item type among `entityTypeNames` (the
 * registry's content types and `recordedEntityTypes`; and an id: one item's history), a date
 * range (inclusive, UTC days), a page. Newest first.
 */
export const activityListQueryFor = (entityTypeNames: readonly string[]) =>
  z
    .object({
      actor_id: z.preprocess(blankToUndefined, intLike('actor_id', 0, 1, 2_147_483_647).optional()),
      entity_type: z.preprocess(
        blankToUndefined,
        z.enum(entityTypeNames as [string, ...string[]], { error: `entity_type must be one of ${entityTypeNames.join(', ')}` }).optional(),
      ),
      entity_id: z.preprocess(
        blankToUndefined,
        z
          .string({ error: 'entity_id must be text' })
          .regex(/^\d{1,18}$/, 'entity_id must be a number')
          .optional(),
      ),
      from: day('from'),
      to: day('to'),
      page: intLike('page', 1, 1, 1_000_000),
      page_size: intLike('page_size', ACTIVITY_PAGE_SIZE, 1, 100),
    })
    .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['to'] });

export const restoreVersions = ['after', 'before'] as const;
export type RestoreVersion = (typeof restoreVersions)[number];

/** Which version of an entry to restore: the item as that write left it (default), or as it was just before it. */
export const restoreVersionInput = z.strictObject({
  version: z.enum(restoreVersions, { error: `version must be one of ${restoreVersions.join(', ')}` }).default('after'),
});

/** One field's change; secrets are "[redacted]" on both sides. */
export interface ActivityChange {
  field: string;
  before: unknown;
  after: unknown;
}
