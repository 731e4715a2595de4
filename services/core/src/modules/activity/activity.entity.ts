import { defineEntity, p } from '@mikro-orm/core';

/**
 * One line of the back office's activity history: who did what to which item, when, with the
 * fields before and after. Written in the same transaction as the write it describes.
 */
const ActivityEntrySchema = defineEntity({
  name: 'ActivityEntry',
  tableName: 'activity_log',
  indexes: [{ properties: ['created_at', 'id'] }, { properties: ['actor_id', 'created_at'] }, { properties: ['entity_type', 'entity_id', 'created_at'] }],
  properties: {
    id: p.bigint('number').primary(),
    created_at: p.datetime().onCreate(() => new Date()),
    /** The signed-in account; null for a failed sign-in (the attempted name is in `details`). */
    actor_id: p.integer().nullable(),
    actor_username: p.string().length(64).default(''),
    /** `create`, `update`, `delete`, `restore`, `sign_in`, `sign_in_failed`, `sign_out`, `password_change`, ... */
    action: p.string().length(32),
    /** The entity's class name (`Service`, `AdminUser`, ...), or `Session` for sign-ins. */
    entity_type: p.string().length(64),
    entity_id: p.string().length(64).nullable(),
    /** What a person calls the item (its title, name or username) at the time. */
    label: p.string().length(200).default(''),
    /** `{field: {before, after}}`, secrets shown as "[redacted]". */
    changes: p.json<Record<string, { before: unknown; after: unknown }>>().nullable(),
    /** Every field of a content item after the write (before it, for a delete): what "Restore this version" applies. */
    snapshot: p.json<Record<string, unknown>>().nullable(),
    details: p.json<Record<string, unknown>>().nullable(),
  },
});
export class ActivityEntry extends ActivityEntrySchema.class {}
ActivityEntrySchema.setClass(ActivityEntry);

/** The entities this module maps (services/core/src/registry hands them to the ORM). */
export const activityEntities = [ActivityEntrySchema];
