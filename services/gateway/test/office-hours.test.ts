import { describe, expect, it } from 'vitest';
import { defaultOfficeHours } from '@northrock/core/office-hours';
import { codesOf, gql, gqlOk } from './graphql-helpers';
import type { Harness } from './harness';
import { signedInHarness } from './support/signed-in-harness';
import type { Json } from '../../../test/json';

/** Office hours settings (docs/admin.md, "Office hours"): REST and GraphQL, admin only, the field named on 422, the site's stated hours. */

let h: Harness;
let token: string;
signedInHarness((harness, adminToken) => ([h, token] = [harness, adminToken]));

const nineToFive = { open: '09:00', close: '17:00' };
const withSaturday = {
  ...defaultOfficeHours,
  hours: { ...defaultOfficeHours.hours, friday: { open: '08:30', close: '16:00' }, saturday: { open: '10:00', close: '14:00' } },
  time_zone: 'America/Winnipeg',
  holiday_regions: ['MB'],
  chase_owner_minutes: 10,
  chase_admins_minutes: 60,
  followup_days: 2,
};
const put = (body: unknown, auth: { token?: string } = { token }) => h.call('PUT', '/api/admin/office-hours', { ...auth, body });
const fieldsOf = (body: Json) => (body.errors as { field: string }[]).map((e) => e.field);
const settingsFields = `hours { ${['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => `${d} { open close }`).join(' ')} }
  time_zone holiday_regions chase_owner_minutes chase_admins_minutes followup_days`;
const update = `mutation($input: OfficeHoursInput!) { updateOfficeHours(input: $input) { ${settingsFields} } }`;

describe('REST /api/admin/office-hours', () => {
  it('is for the signed-in admin only', async () => {
    expect((await h.call('GET', '/api/admin/office-hours')).status).toBe(401);
    const refused = await put(defaultOfficeHours, {});
    expect(refused.status).toBe(401);
    expect(refused.body.detail).toBeTruthy();
    expect((await put(defaultOfficeHours, { token: 'not-a-token' })).status).toBe(401);
  });

  it('answers the defaults until saved, then what was saved', async () => {
    expect((await h.call('GET', '/api/admin/office-hours', { token })).body).toEqual(defaultOfficeHours);
    const saved = await put(withSaturday);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual(withSaturday);
    expect((await h.call('GET', '/api/admin/office-hours', { token })).body).toEqual(withSaturday);
  });

  it.each([
    [
      'hours that end before they start',
      { hours: { ...defaultOfficeHours.hours, monday: { open: '17:00', close: '09:00' } } },
      'hours.monday.close',
      /Monday closing must be after its opening/,
    ],
    ['a time that is not one', { hours: { ...defaultOfficeHours.hours, tuesday: { open: '9am', close: '17:00' } } }, 'hours.tuesday.open', /HH:MM/],
    ['an unknown time zone', { time_zone: 'Mars/Olympus' }, 'time_zone', /IANA time zone/],
    ['a chase threshold of 0', { chase_owner_minutes: 0 }, 'chase_owner_minutes', /at least 1/],
    ['a chase threshold over a week', { chase_admins_minutes: 7 * 24 * 60 + 1 }, 'chase_admins_minutes', /at most 10080/],
    ['a follow-up over a week', { followup_days: 8 }, 'followup_days', /at most 7/],
    ['a province it does not know', { holiday_regions: ['QC'] }, 'holiday_regions.0', /ON, MB/],
    ['a week with no open day', { hours: Object.fromEntries(Object.keys(defaultOfficeHours.hours).map((d) => [d, null])) }, 'hours', /at least one day/],
  ])('refuses %s: 422 naming the field, nothing saved', async (_case, change, field, message) => {
    const before = (await h.call('GET', '/api/admin/office-hours', { token })).body;
    const res = await put({ ...before, ...change });
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual([field]);
    expect(res.body.errors[0].message).toMatch(message);
    expect(res.body.detail).toBeTruthy();
    expect((await h.call('GET', '/api/admin/office-hours', { token })).body).toEqual(before);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await h.call('GET', '/api/openapi.json')).body;
    const path = doc.paths['/api/admin/office-hours'] ?? doc.paths['/admin/office-hours'];
    expect(Object.keys(path).sort()).toEqual(['get', 'put']);
    expect(path.put.responses['422']).toBeDefined();
  });

  it('records each save in the activity history', async () => {
    await put(withSaturday);
    await put({ ...withSaturday, chase_owner_minutes: 7 });
    const res = await h.call('GET', '/api/admin/activity?entity_type=OfficeHoursSettings', { token });
    expect(res.status).toBe(200);
    const [latest] = res.body.items as Json[];
    expect(latest).toMatchObject({ action: 'update', actor_username: 'admin', entity_type: 'OfficeHoursSettings', label: 'Office hours' });
    // Only what changed: the week, stored as JSON, is the same whatever its key order.
    expect(latest.changes).toEqual([{ field: 'chase_owner_minutes', before: '10', after: '7' }]);
  });
});

describe('GraphQL officeHours and updateOfficeHours', () => {
  it('are admin only', async () => {
    expect(codesOf(await gql(h, `{ officeHours { time_zone } }`))).toEqual(['UNAUTHENTICATED']);
    const res = await gql(h, update, { input: defaultOfficeHours });
    expect(codesOf(res)).toEqual(['UNAUTHENTICATED']);
  });

  it('round trip: what is saved is what REST answers', async () => {
    const input = { ...defaultOfficeHours, hours: { ...defaultOfficeHours.hours, sunday: { open: '12:00', close: '15:30' } }, chase_owner_minutes: 15 };
    const saved = await gqlOk(h, update, { input }, token);
    expect(saved.updateOfficeHours).toEqual(input);
    expect((await gqlOk(h, `{ officeHours { ${settingsFields} } }`, undefined, token)).officeHours).toEqual(input);
    expect((await h.call('GET', '/api/admin/office-hours', { token })).body).toEqual(input);
  });

  it('BAD_USER_INPUT names each refused field', async () => {
    const input = {
      ...defaultOfficeHours,
      hours: { ...defaultOfficeHours.hours, wednesday: { open: '12:00', close: '11:00' } },
      time_zone: 'Nowhere/Atlantis',
      chase_owner_minutes: 0,
    };
    const res = await gql(h, update, { input }, token);
    expect(codesOf(res)).toEqual(['BAD_USER_INPUT']);
    expect(res.data?.updateOfficeHours ?? null).toBeNull();
    const fields = (res.errors![0]!.extensions!.errors as { field: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(['chase_owner_minutes', 'hours.wednesday.close', 'time_zone']);
  });
});

describe('the hours the public site states', () => {
  const setHours = (hours: typeof defaultOfficeHours.hours) => put({ ...defaultOfficeHours, hours });
  const page = async (path: string) => {
    const res = await h.call('GET', path);
    expect(res.status).toBe(200);
    return res.body as string;
  };

  it('come from the setting, on the next request after a save', async () => {
    await setHours(defaultOfficeHours.hours);
    // GraphQL and REST alike, for anyone, through the public read cache.
    const shown = async () => {
      const { publicOfficeHours } = await gqlOk(h, '{ publicOfficeHours { text opening_hours } }');
      const rest = await h.call('GET', '/api/office-hours');
      expect(rest.status).toBe(200);
      expect(rest.body).toEqual(publicOfficeHours);
      return publicOfficeHours;
    };
    expect(await shown()).toEqual({ text: 'Monday to Friday, 9am to 5pm', opening_hours: ['Mo-Fr 09:00-17:00'] });
    const contact = await page('/contact');
    expect(contact).toContain('Monday to Friday, 9am to 5pm');
    expect(await page('/resources')).toContain('Monday to Friday, 9am to 5pm');

    expect((await setHours({ ...defaultOfficeHours.hours, friday: null, saturday: { open: '10:00', close: '14:00' } })).status).toBe(200);
    // The public read cache keys on the content version the save moved: no stale answer.
    expect(await shown()).toEqual({
      text: 'Monday to Thursday, 9am to 5pm; Saturday, 10am to 2pm',
      opening_hours: ['Mo-Th 09:00-17:00', 'Sa 10:00-14:00'],
    });
    const changed = await page('/contact');
    expect(changed).toContain('Monday to Thursday, 9am to 5pm; Saturday, 10am to 2pm');
    expect(changed).not.toContain('Monday to Friday, 9am to 5pm');
    expect(await page('/resources')).toContain('Monday to Thursday, 9am to 5pm; Saturday, 10am to 2pm');
    expect(await page('/')).toContain('"openingHours":["Mo-Th 09:00-17:00","Sa 10:00-14:00"]');
    await setHours({ ...defaultOfficeHours.hours, monday: nineToFive });
  });
});
