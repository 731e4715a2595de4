import { JsonType, wrap, type ChangeSet, type EntityClass, type EventArgs, type EventSubscriber } from '@mikro-orm/core';
import { ActivityEntry } from './activity.entity';
import { currentActivityScope } from './actor-context';
import type { ActivityAction } from './activity.schemas';

type Row = Record<string, unknown>;
type WriteType = 'create' | 'update' | 'delete';

/**
 * One kind of item the history records (services/core/src/registry lists them): by default an
 * entry per write, named by the class, labelled by its title or name.
 */
export interface RecordedEntity<E extends object = object> {
  entity: EntityClass<E>;
  /** Its snapshots are kept, so an earlier version can be restored. */
  restorable?: boolean;
  /** The entry's label instead of the title or name. */
  label?: (item: E) => string;
  /** The action a write is shown as, when the code that made it did not name it. */
  action?: (type: WriteType, changes: Record<string, unknown>) => ActivityAction | undefined;
  /** The entity type its history rows have always carried, when it differs from the entity's name in code (a lead: `ContactSubmission`). */
  storedAs?: string;
  /** Shown on another item's history instead (a lead's note on its lead). */
  shownAs?: (item: E) => { entityType: string; entityId: unknown; action: ActivityAction; label: string };
}

const REDACTED = '[redacted]';
const secretFields = new Set(['password_hash', 'totp_secret', 'totp_pending_secret', 'totp_last_step', 'code_hash']);
/** Secrets never reach the history: known ones by name, and any future field named like one. */
const isSecret = (field: string) => secretFields.has(field) || /(_hash|secret|token)$/i.test(field);
/** Bookkeeping that changes without anyone editing the item (sign-ins have entries of their own). */
const bookkeeping = new Set(['created_at', 'updated_at', 'last_login_at', 'totp_last_step']);

function labelOf(row: Row): string {
  const label = row.title ?? row.name ?? row.username ?? row.company_name ?? '';
  return String(label).slice(0, 200);
}

function redacted(row: Row): Row {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, isSecret(k) ? REDACTED : v]));
}

/** Objects compared whatever their key order: a JSON column comes back from PostgreSQL (jsonb) in an order of its own. */
const sortedKeys = (_key: string, value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    : value;
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null, sortedKeys) === JSON.stringify(b ?? null, sortedKeys);

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** What the row held before the write (a delete's change set carries no copy: the entity still holds it). */
const previousRow = (cs: ChangeSet<object>, type: 'create' | 'update' | 'delete'): Row =>
  (cs.originalEntity as Row | undefined) ?? (type === 'delete' ? (wrap(cs.entity).toObject() as Row) : {});

function changesOf(cs: ChangeSet<object>, type: 'create' | 'update' | 'delete') {
  const before = previousRow(cs, type);
  const after = cs.payload as Row;
  const fields = type === 'delete' ? Object.keys(before) : Object.keys(after);
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const field of fields) {
    if (field === 'id' || bookkeeping.has(field)) continue;
    // A JSON column's payload and snapshot may hold its serialised text: compare (and show) the value itself.
    const json = (cs.meta.properties as Record<string, { customType?: unknown } | undefined>)[field]?.customType instanceof JsonType;
    const value = (v: unknown) => (json && typeof v === 'string' ? parsedJson(v) : v);
    const was = type === 'create' ? null : (value(before[field]) ?? null);
    const is = type === 'delete' ? null : (value(after[field]) ?? null);
    if (same(was, is)) continue;
    changes[field] = isSecret(field) ? { before: REDACTED, after: REDACTED } : { before: was, after: is };
  }
  return changes;
}

async function record(recorded: RecordedEntity, args: EventArgs<object>, type: WriteType): Promise<void> {
  const scope = currentActivityScope();
  const cs = args.changeSet;
  if (!scope?.actor || !cs) return;
  const changes = changesOf(cs, type);
  if (type === 'update' && Object.keys(changes).length === 0) return;
  let entityType = recorded.storedAs ?? args.meta.className;
  const previous = previousRow(cs, type);
  let entityId = (args.entity as { id?: unknown }).id ?? previous.id;
  let action = scope.action ?? recorded.action?.(type, changes) ?? type;
  let label = recorded.label ? recorded.label(args.entity).slice(0, 200) : labelOf(type === 'delete' ? previous : (args.entity as Row));
  const other = recorded.shownAs?.(args.entity);
  if (other) ({ entityType, entityId, action, label } = other);
  const snapshot = recorded.restorable ? redacted(type === 'delete' ? previous : (wrap(args.entity).toObject() as Row)) : null;
  // Inserted in the flush's own transaction: a write that rolls back takes its entry with it.
  await args.em.insert(ActivityEntry, {
    actor_id: scope.actor.id,
    actor_username: scope.actor.username,
    action,
    entity_type: entityType,
    entity_id: entityId === undefined || entityId === null ? null : String(entityId),
    label,
    changes,
    snapshot,
    details: scope.details && Object.keys(scope.details).length ? scope.details : null,
    created_at: new Date(),
  });
}

/**
 * Records every create, update and delete of the `recorded` entities made while an admin is the
 * actor (actor-context.ts): hooked once on the ORM, so no service has to remember it. Writes with
 * no actor (the public contact form, the worker, seeds) are not admin writes and are not recorded.
 */
export function activitySubscriber(recorded: RecordedEntity[]): EventSubscriber {
  const byClass = new Map<unknown, RecordedEntity>(recorded.map((r) => [r.entity, r]));
  const on = (type: WriteType) => (args: EventArgs<object>) => {
    const entry = byClass.get(args.meta.class);
    return entry ? record(entry, args, type) : Promise.resolve();
  };
  return {
    getSubscribedEntities: () => recorded.map((r) => r.entity),
    afterCreate: on('create'),
    afterUpdate: on('update'),
    afterDelete: on('delete'),
  };
}
