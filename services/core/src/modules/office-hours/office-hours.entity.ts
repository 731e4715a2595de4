import { defineEntity, p } from '@mikro-orm/core';
import type { OfficeHours } from './office-hours.schemas';

/** One row (id 1): the office's hours, time zone, holiday provinces and chase thresholds. */
const OfficeHoursSchema = defineEntity({
  name: 'OfficeHoursSettings',
  tableName: 'office_hours',
  properties: {
    id: p.integer().primary().autoincrement(false),
    hours: p.json<OfficeHours['hours']>(),
    time_zone: p.string().length(64),
    holiday_regions: p.json<OfficeHours['holiday_regions']>(),
    chase_owner_minutes: p.integer(),
    chase_admins_minutes: p.integer(),
    followup_days: p.integer(),
    updated_at: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export class OfficeHoursSettings extends OfficeHoursSchema.class {}
OfficeHoursSchema.setClass(OfficeHoursSettings);

/** The entities this module maps (services/core/src/registry hands them to the ORM). */
export const officeHoursEntities = [OfficeHoursSchema];
