import type { Em } from '../../platform/db';
import { validate } from '../shared';
import { OfficeHoursSettings } from './office-hours.entity';
import { defaultOfficeHours, describeOfficeHours, officeHoursInput, schemaOrgOpeningHours, type OfficeHours } from './office-hours.schemas';

const ROW_ID = 1;

const view = (row: OfficeHoursSettings): OfficeHours => ({
  hours: row.hours,
  time_zone: row.time_zone,
  holiday_regions: row.holiday_regions,
  chase_owner_minutes: row.chase_owner_minutes,
  chase_admins_minutes: row.chase_admins_minutes,
  followup_days: row.followup_days,
});

/** The office's settings; the defaults (Monday to Friday, 9 to 5, Toronto) until an admin saves some. */
export async function getOfficeHours(em: Em): Promise<OfficeHours> {
  const row = await em.findOne(OfficeHoursSettings, { id: ROW_ID });
  return row ? view(row) : defaultOfficeHours;
}

/** Replaces the settings (every field); 422 naming the field on a bad value. */
export async function updateOfficeHours(em: Em, input: unknown): Promise<OfficeHours> {
  const data = validate(officeHoursInput, input);
  const row = (await em.findOne(OfficeHoursSettings, { id: ROW_ID })) ?? em.create(OfficeHoursSettings, { id: ROW_ID, ...data });
  em.assign(row, data);
  await em.flush();
  return view(row);
}

/** The opening hours as the public site states them: in words, and in schema.org's notation. */
export interface ShownOfficeHours {
  text: string;
  opening_hours: string[];
}

/** What the public pages say of the office hours setting ("Monday to Friday, 9am to 5pm"). */
export async function getShownOfficeHours(em: Em): Promise<ShownOfficeHours> {
  const { hours } = await getOfficeHours(em);
  return { text: describeOfficeHours(hours), opening_hours: schemaOrgOpeningHours(hours) };
}
