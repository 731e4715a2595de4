import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, gql, gqlOk } from './graphql-helpers';
import { startHarness, type Harness } from './harness';
import { addAccount } from './support/staff-accounts';
import type { Json } from '../../../test/json';

/**
 * An estimator keeps their own hours (docs/admin.md, "Bookings and the calendar"): weekly hours,
 * days off and extra hours over REST and GraphQL; whether they are offered, their towns and their
 * clock stay the admin's. The open slots follow what they set.
 */

let h: Harness;
let admin: string;
let carol: { id: number; token: string };
const FIELDS = 'admin_id bookable cities time_zone weekly_hours { friday { open close } monday { open close } } days_off { date hours { open close } }';
const fridayMornings = {
  weekly_hours: { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [{ open: '08:00', close: '12:00' }], saturday: [], sunday: [] },
  days_off: [{ date: '2099-01-02' }],
  extra_hours: [],
};

beforeAll(async () => {
  h = await startHarness();
  admin = await h.login();
  carol = await addAccount(h, admin, 'carol', 'estimator', 'carol@northrock.example');
});
afterAll(async () => {
  await h?.close();
});

const mine = (token?: string) => h.call('GET', '/api/admin/me/availability', { token });
const putMine = (body: unknown, token: string | undefined = carol.token) => h.call('PUT', '/api/admin/me/availability', { token, body });

describe("an estimator's own availability", () => {
  it('is not found until an admin has named the towns they serve, over REST and GraphQL', async () => {
    const read = await mine(carol.token);
    expect([read.status, read.body.detail]).toEqual([404, 'The office has not set up your availability yet: an admin names the towns you serve first']);
    const put = await putMine(fridayMornings);
    expect(put.status).toBe(404);
    expect(put.body.detail).toMatch(/an admin names the towns you serve first/);
    expect((await gqlOk(h, '{ myAvailability { admin_id } }', undefined, carol.token)).myAvailability).toBeNull();
    const viaGraphql = await gql(h, 'mutation($i: OwnAvailabilityInput!) { updateMyAvailability(input: $i) { admin_id } }', { i: fridayMornings }, carol.token);
    expect(codesOf(viaGraphql)).toEqual(['NOT_FOUND']);
    expect((await mine(undefined)).status).toBe(401);
  });

  it('sets their hours and days off; the towns, the clock and being offered stay as the admin set them', async () => {
    const set = await h.call('PUT', `/api/admin/accounts/${carol.id}/availability`, {
      token: admin,
      body: { cities: ['Sudbury'], time_zone: 'America/Toronto' },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const put = await putMine(fridayMornings);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({
      admin_id: carol.id,
      bookable: true,
      cities: ['Sudbury'],
      time_zone: 'America/Toronto',
      days_off: [{ date: '2099-01-02' }],
    });
    expect(put.body.weekly_hours.friday).toEqual([{ open: '08:00', close: '12:00' }]);
    expect((await mine(carol.token)).body).toEqual(put.body);
    // The admin reads the same.
    expect((await h.call('GET', `/api/admin/accounts/${carol.id}/availability`, { token: admin })).body).toEqual(put.body);
  });

  it('offers homeowners only the hours the estimator set: Friday mornings, on the estimator’s clock', async () => {
    const slots = (await h.call('GET', '/api/booking/slots?city=Sudbury&limit=30')).body.slots as Json[];
    expect(slots.length).toBeGreaterThan(0);
    const local = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', weekday: 'long', hour: '2-digit', hourCycle: 'h23' });
    for (const slot of slots) {
      const parts = Object.fromEntries(local.formatToParts(new Date(slot.start as string)).map((p) => [p.type, p.value]));
      expect(parts.weekday, slot.start as string).toBe('Friday');
      expect(Number(parts.hour)).toBeGreaterThanOrEqual(8);
      expect(Number(parts.hour)).toBeLessThan(12);
    }
  });

  it('refuses the office’s fields and a bad range, naming the field; nothing changes', async () => {
    const before = (await mine(carol.token)).body;
    for (const [body, field] of [
      [{ ...fridayMornings, cities: ['Winnipeg'] }, 'cities'],
      [{ ...fridayMornings, bookable: false }, 'bookable'],
      [{ ...fridayMornings, time_zone: 'America/Winnipeg' }, 'time_zone'],
      [{ ...fridayMornings, weekly_hours: { ...fridayMornings.weekly_hours, monday: [{ open: '17:00', close: '09:00' }] } }, 'weekly_hours.monday.0.close'],
      [{ ...fridayMornings, days_off: [{ date: '2099-01-05', hours: { open: '15:00', close: '13:00' } }] }, 'days_off.0.hours.close'],
      [{ ...fridayMornings, days_off: [{ date: 'next friday' }] }, 'days_off.0.date'],
    ] as const) {
      const put = await putMine(body);
      expect([put.status, put.body.errors?.[0]?.field], field).toEqual([422, field]);
    }
    expect((await mine(carol.token)).body).toEqual(before);
  });

  it('over GraphQL too; an estimator still cannot change another account’s availability, nor their own through the admin’s door', async () => {
    const offLeave = await h.call('PUT', `/api/admin/accounts/${carol.id}/availability`, { token: admin, body: { cities: ['Sudbury'], bookable: false } });
    expect(offLeave.body.bookable).toBe(false);
    const saved = await gqlOk(
      h,
      `mutation($i: OwnAvailabilityInput!) { updateMyAvailability(input: $i) { ${FIELDS} } }`,
      { i: { ...fridayMornings, weekly_hours: null } },
      carol.token,
    );
    expect(saved.updateMyAvailability).toMatchObject({ admin_id: carol.id, bookable: false, cities: ['Sudbury'], weekly_hours: null });
    expect((await gqlOk(h, `{ myAvailability { ${FIELDS} } }`, undefined, carol.token)).myAvailability).toEqual(saved.updateMyAvailability);
    const refused = await gql(
      h,
      `mutation($i: OwnAvailabilityInput!) { updateMyAvailability(input: $i) { admin_id } }`,
      { i: { ...fridayMornings, cities: ['Winnipeg'] } },
      carol.token,
    );
    // Not a field of the estimator's input at all: GraphQL's own validation names it.
    expect(refused.errors?.[0]?.message).toMatch(/"cities" is not defined by type "OwnAvailabilityInput"/);
    expect(refused.data ?? null).toBeNull();
    expect((await h.call('PUT', `/api/admin/accounts/${carol.id}/availability`, { token: carol.token, body: { cities: ['Winnipeg'] } })).status).toBe(403);
    const dave = await addAccount(h, admin, 'dave', 'estimator', 'dave@northrock.example');
    const other = await gql(
      h,
      'mutation($id: Int!) { updateEstimatorAvailability(adminId: $id, input: { cities: ["Winnipeg"] }) { admin_id } }',
      { id: dave.id },
      carol.token,
    );
    expect(codesOf(other)).toEqual(['FORBIDDEN']);
  });
});
