import type { EntityClass } from '@mikro-orm/core';
import type { z } from 'zod';
import { activityEntities, activitySubscriber, type RecordedEntity, type Restorers } from '../modules/activity';
import { AdminUser, adminEntities } from '../modules/admin';
import { emailEntities } from '../modules/email';
import { backupEntities } from '../modules/backup';
import { bookingEntities } from '../modules/booking';
import { leadEntities } from '../modules/lead';
import { leadChaseEntities } from '../modules/lead-chase';
import { leadActivity, leadDeskEntities } from '../modules/lead-desk';
import { LeadAssignmentRule, leadOwnerEntities } from '../modules/lead-owner';
import { leadReplyActivity, leadReplyEntities } from '../modules/lead-reply';
import { metaEntities } from '../modules/meta';
import { OfficeHoursSettings, officeHoursEntities } from '../modules/office-hours';
import { outboxEntities } from '../modules/outbox';
import { pageViewEntities } from '../modules/page-views';
import { photoEntities } from '../modules/photo';
import { reviewEntities } from '../modules/review';
import { bumpVersionOnContentWrites as bumpOn, type Crud } from '../modules/shared';
import { SiteSettings, SiteSettingsSchema } from '../modules/site-settings';
import { webVitalEntities } from '../modules/web-vitals';
import type { ContentVersion } from '../platform/content-version';
import { initOrm, type Orm } from '../platform/db';
import { activityHistory, contentTypes, type EntityRef } from './content-types';

type OrmExtra = Parameters<typeof initOrm>[2];

/** Every entity the ORM maps: each module's own, and each content type's. */
function entities(): EntityRef[] {
  return [
    ...metaEntities,
    SiteSettingsSchema,
    ...contentTypes().map((t) => t.schema),
    ...leadEntities,
    ...photoEntities,
    ...emailEntities,
    ...leadDeskEntities,
    ...leadOwnerEntities,
    ...leadChaseEntities,
    ...leadReplyEntities,
    ...outboxEntities,
    ...adminEntities,
    ...pageViewEntities,
    ...webVitalEntities,
    ...officeHoursEntities,
    ...activityEntities,
    ...backupEntities,
    ...bookingEntities,
    ...reviewEntities,
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
export const contentRestorers = (): Restorers => activityHistory().restorers;

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
