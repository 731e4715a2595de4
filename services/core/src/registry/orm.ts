import type { EntityClass } from '@mikro-orm/core';
import type { z } from 'zod';
import { activityEntities, activitySubscriber, type RecordedEntity, type Restorers } from '../modules/activity';
import { AdminUser, adminEntities } from '../modules/admin';
import { leadEntities } from '../modules/lead';
import { leadChaseEntities } from '../modules/lead-chase';
import { leadActivity, leadDeskEntities } from '../modules/lead-desk';
import { LeadAssignmentRule, leadOwnerEntities } from '../modules/lead-owner';
import { leadPipelineEntities } from '../modules/lead-pipeline';
import { leadReplyActivity, leadReplyEntities } from '../modules/lead-reply';
import { metaEntities } from '../modules/meta';
import { OfficeHoursSettings, officeHoursEntities } from '../modules/office-hours';
import { outboxEntities } from '../modules/outbox';
import { pageViewEntities } from '../modules/page-views';
import { bumpVersionOnContentWrites as bumpOn, type Crud } from '../modules/shared';
import { SiteSettings, SiteSettingsSchema } from '../modules/site-settings';
import type { ContentVersion } from '../platform/content-version';
import { initOrm, type Orm } from '../platform/db';
import { contentTypes, typeNameOf, type EntityRef } from './content-types';

type OrmExtra = Parameters<typeof initOrm>[2];

/** Every entity the ORM maps: each module's own, and each content type's. */
function entities(): EntityRef[] {
  return [
    ...metaEntities,
    SiteSettingsSchema,
    ...contentTypes().map((t) => t.schema),
    ...leadEntities,
    ...leadPipelineEntities,
    ...leadDeskEntities,
    ...leadOwnerEntities,
    ...leadChaseEntities,
    ...leadReplyEntities,
    ...outboxEntities,
    ...adminEntities,
    ...pageViewEntities,
    ...officeHoursEntities,
    ...activityEntities,
  ] as EntityRef[];
}

const entityOf = (crud: Crud<object, z.ZodObject>) => crud.definition.entity as EntityClass<object>;

/** What the activity log records: the content types, the settings (site, office hours), leads (and their notes) and accounts. */
function recordedEntities(): RecordedEntity[] {
  return [
    ...contentTypes().map((t) => ({ entity: entityOf(t.crud), restorable: t.restorable })),
    { entity: SiteSettings },
    { entity: OfficeHoursSettings, label: () => 'Office hours' },
    ...leadActivity,
    ...leadReplyActivity,
    { entity: AdminUser },
    { entity: LeadAssignmentRule, label: (r: LeadAssignmentRule) => r.city },
  ] as RecordedEntity[];
}

/** The content whose earlier versions the activity log can restore, by entity type. */
export function contentRestorers(): Restorers {
  return new Map(contentTypes().flatMap((t) => (t.restorable ? [[typeNameOf(t), t.crud] as const] : [])));
}

const model = () => ({ entities: entities(), subscribers: [activitySubscriber(recordedEntities())] });

/** The ORM over the registry's entities, with the activity log hooked on every write. */
export function createOrm(databaseUrl: string, extra: OrmExtra = {}): Promise<Orm> {
  return initOrm(databaseUrl, model(), extra);
}

/** Every write to what the public site shows (office hours included: the pages state them) moves the content version (the gateway's cache of public reads). */
export function bumpVersionOnContentWrites(orm: Pick<Orm, 'em'>, version: Pick<ContentVersion, 'bump'>): void {
  const publicEntities = contentTypes().flatMap((t) => (t.public ? [entityOf(t.crud)] : []));
  bumpOn(orm, version, [...publicEntities, SiteSettings as EntityClass<object>, OfficeHoursSettings as EntityClass<object>]);
}
