import { wrap, type ChangeSet, type EventArgs, type EventSubscriber } from '@mikro-orm/core';
import { AdminUser } from '../admin/admin.entity';
import { BlogPost } from '../blog/blog.entity';
import { ContactNote } from '../contact/contact-note.entity';
import { ContactSubmission } from '../contact/contact.entity';
import { Differentiator } from '../differentiator/differentiator.entity';
import { Material } from '../material/material.entity';
import { Project } from '../project/project.entity';
import { PropertyType } from '../property-type/property-type.entity';
import { Service } from '../service/service.entity';
import { SiteSettings } from '../site-settings/site-settings.entity';
import { Testimonial } from '../testimonial/testimonial.entity';
import { VideoReel } from '../video-reel/video-reel.entity';
import { ActivityEntry } from './activity.entity';
import { restorableEntityTypes } from './activity.schemas';
import { currentActivityScope } from './actor-context';

/** What the history records: the entities an admin writes through the back office (not sessions, outbox rows, uploads or page views). */
const recorded = [
  Service,
  Project,
  BlogPost,
  Testimonial,
  VideoReel,
  Material,
  PropertyType,
  Differentiator,
  SiteSettings,
  ContactSubmission,
  ContactNote,
  AdminUser,
];

export const REDACTED = '[redacted]';
const secretFields = new Set(['password_hash', 'totp_secret', 'totp_pending_secret', 'totp_last_step', 'code_hash']);
/** Secrets never reach the history: known ones by name, and any future field named like one. */
const isSecret = (field: string) => secretFields.has(field) || /(_hash|secret|token)$/i.test(field);
/** Bookkeeping that changes without anyone editing the item (sign-ins have entries of their own). */
const bookkeeping = new Set(['created_at', 'updated_at', 'last_login_at', 'totp_last_step']);

const restorable = new Set<string>(restorableEntityTypes);

type Row = Record<string, unknown>;

function labelOf(row: Row): string {
  const label = row.title ?? row.name ?? row.username ?? row.company_name ?? '';
  return String(label).slice(0, 200);
}

function redacted(row: Row): Row {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, isSecret(k) ? REDACTED : v]));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

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
    const was = type === 'create' ? null : (before[field] ?? null);
    const is = type === 'delete' ? null : (after[field] ?? null);
    if (same(was, is)) continue;
    changes[field] = isSecret(field) ? { before: REDACTED, after: REDACTED } : { before: was, after: is };
  }
  return changes;
}

/** The action a write is shown as, when the code that made it did not name it. */
function defaultAction(entityType: string, type: 'create' | 'update' | 'delete', changes: Record<string, unknown>): string {
  if (entityType === 'ContactSubmission' && type === 'update' && 'status' in changes) return 'status_change';
  return type;
}

async function record(args: EventArgs<object>, type: 'create' | 'update' | 'delete'): Promise<void> {
  const scope = currentActivityScope();
  const cs = args.changeSet;
  if (!scope?.actor || !cs) return;
  const changes = changesOf(cs, type);
  if (type === 'update' && Object.keys(changes).length === 0) return;
  let entityType = args.meta.className;
  const previous = previousRow(cs, type);
  let entityId = (args.entity as { id?: unknown }).id ?? previous.id;
  let action = scope.action ?? defaultAction(entityType, type, changes);
  let label = labelOf(type === 'delete' ? previous : (args.entity as Row));
  if (args.entity instanceof ContactNote) {
    // A note is shown on its lead's history.
    entityType = 'ContactSubmission';
    entityId = args.entity.contact.id;
    action = 'note';
    label = '';
  } else if (args.entity instanceof ContactSubmission) {
    label = args.entity.name.slice(0, 200);
  }
  const snapshot = restorable.has(entityType) ? redacted(type === 'delete' ? previous : (wrap(args.entity).toObject() as Row)) : null;
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
 * Records every create, update and delete of the entities above made while an admin is the
 * actor (actor-context.ts): hooked once on the ORM, so no service has to remember it. Writes with
 * no actor (the public contact form, the worker, seeds) are not admin writes and are not recorded.
 */
export const activitySubscriber: EventSubscriber = {
  getSubscribedEntities: () => recorded,
  afterCreate: (args) => record(args, 'create'),
  afterUpdate: (args) => record(args, 'update'),
  afterDelete: (args) => record(args, 'delete'),
};
