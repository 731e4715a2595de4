import type { FilterQuery } from '@mikro-orm/core';
import type { z } from 'zod';
import type { Em } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { validate, type Crud } from '../shared';
import { ActivityEntry } from './activity.entity';
import { restoreVersionInput, type ActivityAction, type ActivityChange, type activityListQueryFor } from './activity.schemas';
import { withActivityAction, type ActivityActor } from './actor-context';

/** Entries older than this are deleted (at sign-in, like ended sessions): a year of history. */
const ACTIVITY_RETENTION_DAYS = 365;

/** The content whose earlier versions can be restored, by entity type (services/core/src/registry builds it). */
export type Restorers = ReadonlyMap<string, Crud<object, z.ZodObject>>;

/** What the registry tells the history: the restorable content, and the list's filters (their `entity_type` names every kind of item it records). */
export interface ActivityHistory {
  restorers: Restorers;
  listQuery: ReturnType<typeof activityListQueryFor>;
}

export interface ActivityEvent {
  actor: ActivityActor | null;
  action: ActivityAction;
  entity_type: string;
  entity_id?: string | number | null;
  label?: string;
  details?: Record<string, unknown>;
}

/**
 * Adds an entry that the caller's next flush writes (in its transaction): for what the ORM's
 * change sets do not show, such as sign-ins, sign-outs and bulk updates.
 */
export function recordActivity(em: Em, event: ActivityEvent): void {
  em.persist(
    em.create(ActivityEntry, {
      actor_id: event.actor?.id ?? null,
      actor_username: event.actor?.username ?? '',
      action: event.action,
      entity_type: event.entity_type,
      entity_id: event.entity_id === undefined || event.entity_id === null ? null : String(event.entity_id),
      label: (event.label ?? '').slice(0, 200),
      changes: null,
      snapshot: null,
      details: event.details ?? null,
    }),
  );
}

/** Deletes entries past the retention period. */
export async function pruneActivity(em: Em, now = new Date()): Promise<void> {
  await em.nativeDelete(ActivityEntry, { created_at: { $lt: new Date(now.getTime() - ACTIVITY_RETENTION_DAYS * 24 * 60 * 60 * 1000) } });
}

/** A value as the history shows it: text as is, anything else as JSON. */
const shown = (value: unknown): string | null => (value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value));

function entryView(entry: ActivityEntry, restorers: Restorers) {
  const changes: ActivityChange[] = Object.entries(entry.changes ?? {}).map(([field, change]) => ({
    field,
    before: shown(change.before),
    after: shown(change.after),
  }));
  const restoredFrom = entry.details?.restored_from;
  const restorable = Boolean(entry.snapshot) && restorers.has(entry.entity_type);
  return {
    id: entry.id,
    created_at: entry.created_at.toISOString(),
    actor_id: entry.actor_id ?? null,
    actor_username: entry.actor_username,
    action: entry.action,
    entity_type: entry.entity_type,
    entity_id: entry.entity_id ?? null,
    label: entry.label,
    changes,
    restorable,
    /** An update (or restore) also holds the version it replaced: the changed fields' earlier values. */
    restorable_before: restorable && (entry.action === 'update' || entry.action === 'restore') && changes.length > 0,
    restored_from: typeof restoredFrom === 'number' ? restoredFrom : null,
  };
}

const nextDay = (day: string) => new Date(new Date(`${day}T00:00:00.000Z`).getTime() + 24 * 60 * 60 * 1000);

/** One page of the history, newest first, with the number of entries matching the filters. */
export async function listActivity(em: Em, input: unknown, { restorers, listQuery }: ActivityHistory) {
  const query = validate(listQuery, input);
  const where: FilterQuery<ActivityEntry> = {};
  if (query.actor_id) where.actor_id = query.actor_id;
  if (query.entity_type) where.entity_type = query.entity_type;
  if (query.entity_id) where.entity_id = query.entity_id;
  if (query.from || query.to) {
    where.created_at = {
      ...(query.from ? { $gte: new Date(`${query.from}T00:00:00.000Z`) } : {}),
      ...(query.to ? { $lt: nextDay(query.to) } : {}),
    };
  }
  const [entries, total] = await em.findAndCount(ActivityEntry, where, {
    orderBy: { created_at: 'desc', id: 'desc' },
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return { items: entries.map((e) => entryView(e, restorers)), total, page: query.page, page_size: query.page_size };
}

/**
 * Puts a content item back as it was after the given entry (for a delete entry: as it was before
 * it, as a new item), or with `version: "before"` as it was just before an update. It goes
 * through the item's own update (validation, slug rules, the public cache's version bump) and is
 * recorded as `restore`.
 */
export async function restoreContentVersion(em: Em, restorers: Restorers, entryId: number, input: unknown = {}) {
  const { version } = validate(restoreVersionInput, input);
  const entry = await em.findOne(ActivityEntry, { id: entryId });
  if (!entry) throw AppError.notFound('Activity entry');
  const crud = restorers.get(entry.entity_type);
  if (!crud || !entry.snapshot || !entry.entity_id) throw new AppError('CONFLICT', 'This entry has no version of a content item to restore');
  if (version === 'before' && !entryView(entry, restorers).restorable_before) throw new AppError('CONFLICT', 'Only an update holds the version before it');
  const state: Record<string, unknown> = { ...entry.snapshot };
  if (version === 'before') for (const [field, change] of Object.entries(entry.changes ?? {})) state[field] = change.before;
  const fields = Object.keys(crud.definition.input.shape);
  const data = Object.fromEntries(fields.filter((f) => f in state).map((f) => [f, state[f]]));
  const restore = () => (entry.action === 'delete' ? crud.create(em, data) : crud.update(em, Number(entry.entity_id), data));
  const item = await withActivityAction('restore', restore, { restored_from: entry.id, ...(version === 'before' ? { version } : {}) });
  return { entity_type: entry.entity_type, entity_id: String((item as { id: number }).id) };
}
