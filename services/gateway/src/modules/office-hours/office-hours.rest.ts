import { getOfficeHours, officeHoursInput, updateOfficeHours } from '@northrock/core/office-hours';
import type { RouteDef } from '../../http/route';

/** The office's clock and the chase's thresholds (docs/admin.md, "Office hours"): admin only. */
export const officeHoursRoutes: RouteDef[] = [
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
