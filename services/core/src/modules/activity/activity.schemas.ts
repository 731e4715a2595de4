import { z } from 'zod';
import { intLike } from '../shared/fields.schemas';

/** Entries per page of the Activity screen. */
export const ACTIVITY_PAGE_SIZE = 50;

/** What the history names each kind of item (the entity's class name) in a person's words. */
export const activityEntityTypes = {
  Service: 'Service',
  Project: 'Project',
  BlogPost: 'Blog post',
  Testimonial: 'Testimonial',
  VideoReel: 'Video reel',
  Material: 'Advanced system',
  PropertyType: 'Property type',
  Differentiator: 'Differentiator',
  ReplyTemplate: 'Reply template',
  SiteSettings: 'Settings',
  OfficeHoursSettings: 'Office hours',
  ContactSubmission: 'Lead',
  LeadAssignmentRule: 'Lead assignment rule',
  AdminUser: 'Account',
  Session: 'Sign-in',
} as const;
export type ActivityEntityType = keyof typeof activityEntityTypes;
const entityTypeNames = Object.keys(activityEntityTypes) as [ActivityEntityType, ...ActivityEntityType[]];

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const day = (label: string) => z.preprocess(blankToUndefined, z.iso.date({ error: `${label} must be a date (YYYY-MM-DD)` }).optional());

/** Activity list filters: a person (account id), an item type (and id: one item's history), a date range (inclusive, UTC days), a page. Newest first. */
export const activityListQuery = z
  .object({
    actor_id: z.preprocess(blankToUndefined, intLike('actor_id', 0, 1, 2_147_483_647).optional()),
    entity_type: z.preprocess(blankToUndefined, z.enum(entityTypeNames, { error: `entity_type must be one of ${entityTypeNames.join(', ')}` }).optional()),
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
export const restoreVersionInput = z.object({
  version: z.enum(restoreVersions, { error: `version must be one of ${restoreVersions.join(', ')}` }).default('after'),
});

/** One field's change; secrets are "[redacted]" on both sides. */
export interface ActivityChange {
  field: string;
  before: unknown;
  after: unknown;
}
