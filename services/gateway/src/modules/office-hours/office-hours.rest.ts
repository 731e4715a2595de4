import { getOfficeHours, getShownOfficeHours, officeHoursInput, updateOfficeHours } from '@northrock/core/office-hours';
import type { RouteDef } from '../../http/route';
import { shownOfficeHoursRecord } from './office-hours.records';

/** The office's clock and the chase's thresholds (docs/admin.md, "Office hours"): the settings are admin only, their wording public. */
export const officeHoursRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/office-hours',
    tag: 'Office hours',
    summary: 'The opening hours as the site states them',
    response: { status: 200, description: 'In words and in schema.org notation', schema: shownOfficeHoursRecord },
    handler: ({ em }) => getShownOfficeHours(em),
  },
  {
    method: 'get',
    path: '/admin/office-hours',
    tag: 'Office hours',
    summary: 'Opening hours, time zone, holiday provinces and chase thresholds',
    description:
      'The defaults (Monday to Friday, 9:00 to 17:00, America/Toronto, ON and MB holidays; 5 and 30 office minutes, 3 days) until an admin saves some.',
    auth: true,
    response: { status: 200, description: 'The settings', schema: officeHoursInput },
    errors: [401],
    handler: ({ em }) => getOfficeHours(em),
  },
  {
    method: 'put',
    path: '/admin/office-hours',
    tag: 'Office hours',
    summary: 'Replace the office hours settings (every field)',
    description:
      'A day is `null` when the office is closed. 422 names the field: `hours.monday.close` (closing not after opening), `time_zone` (not an IANA zone), `chase_owner_minutes` (0 or more than a week).',
    auth: true,
    body: officeHoursInput,
    response: { status: 200, description: 'The saved settings', schema: officeHoursInput },
    errors: [401, 415, 422],
    handler: ({ em, req }) => updateOfficeHours(em, req.body),
  },
];
