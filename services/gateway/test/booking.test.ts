import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installId } from '@northrock/core/meta';
import { queuePrefixFor } from '@northrock/core/platform';
import { codesOf, gql, gqlOk } from './graphql-helpers';
import { startHarness, type Harness } from './harness';
import { openEventStream } from './support/event-stream';
import { addAccount, sendLead } from './support/staff-accounts';
import type { Json } from '../../../test/json';

/** Booking the free inspection over REST and GraphQL (docs/admin.md, "Bookings and the calendar"): links, conflicts, roles. */

let h: Harness;
let admin: string;
let alice: { id: number; token: string };
let bob: { id: number; token: string };

const VISIT = 'id lead_id lead_name city estimator_id estimator_name start end status booked_by time_zone label';

beforeAll(async () => {
  h = await startHarness();
  admin = await h.login();
  alice = await addAccount(h, admin, 'alice', 'estimator', 'alice@northrock.example');
  bob = await addAccount(h, admin, 'bob', 'estimator', 'bob@northrock.example');
  const rest = await h.call('PUT', `/api/admin/accounts/${alice.id}/availability`, { token: admin, body: { cities: ['Thunder Bay', 'Kakabeka Falls'] } });
  expect(rest.status, JSON.stringify(rest.body)).toBe(200);
  await gqlOk(
    h,
    'mutation($id: Int!, $input: EstimatorAvailabilityInput!) { updateEstimatorAvailability(adminId: $id, input: $input) { admin_id cities time_zone bookable } }',
    { id: bob.id, input: { cities: ['Winnipeg'] } },
    admin,
  );
});
afterAll(async () => {
  await h?.close();
});

const contact = (city: string, name = 'Pat Homeowner') =>
  h.call('POST', '/api/contact', { body: { name, email: 'pat@example.com', phone: '807 555 0199', city, subject: 'Wet basement', message: 'Water.' } });

describe('an availability', () => {
  it('refuses a key it does not know, even one every object inherits, naming it; nothing changes', async () => {
    for (const key of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const body = JSON.parse(`{"cities": ["Sudbury"], "${key}": "x"}`);
      const put = await h.call('PUT', `/api/admin/accounts/${alice.id}/availability`, { token: admin, body });
      expect([put.status, put.body.errors?.[0]?.field], key).toEqual([422, key]);
    }
    const kept = await h.call('GET', `/api/admin/accounts/${alice.id}/availability`, { token: admin });
    expect(kept.body.cities).toEqual(['Thunder Bay', 'Kakabeka Falls']);
  });
});

describe('from the thank-you page', () => {
  it('the contact answer carries a booking token; its slots are on the homeowner clock; booking it answers 201 with a manage token', async () => {
    const sent = await contact('Thunder Bay');
    expect(sent.status).toBe(201);
    expect(sent.body.booking_token).toMatch(/^b\.\d+\./);
    const slots = await h.call('GET', `/api/booking/slots?token=${encodeURIComponent(sent.body.booking_token)}&limit=5`);
    expect(slots.status).toBe(200);
    expect(slots.body.time_zone).toBe('America/Toronto');
    expect(slots.body.slots).toHaveLength(5);
    expect(slots.body.slots[0].label).toMatch(/^\w+day, \w+ \d+, \d+:\d\d [ap]\.m\. E[SD]T$/);
    const booked = await h.call('POST', '/api/booking', { body: { token: sent.body.booking_token, start: slots.body.slots[0].start } });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.visit).toMatchObject({
      lead_id: sent.body.id,
      estimator_id: alice.id,
      status: 'booked',
      booked_by: 'homeowner',
      start: slots.body.slots[0].start,
    });
    expect(booked.body.manage_token).toMatch(/^v\./);
    // The same slot for another homeowner: 409 with other slots.
    const other = await contact('Thunder Bay', 'Sam Homeowner');
    const taken = await h.call('POST', '/api/booking', { body: { token: other.body.booking_token, start: slots.body.slots[0].start } });
    expect(taken.status).toBe(409);
    expect(taken.body.detail).toMatch(/just been booked/);
    expect(taken.body.slots.length).toBeGreaterThan(0);
    expect(taken.body.slots.map((s: Json) => s.start)).not.toContain(slots.body.slots[0].start);
  });

  it('a Winnipeg homeowner reads Central time; GraphQL submitContact gives the token and bookVisit books', async () => {
    const data = await gqlOk(h, 'mutation($input: ContactInput!) { submitContact(input: $input) { id booking_token } }', {
      input: { name: 'Win Nipeg', email: 'w@example.com', phone: '204 555 0100', city: 'Winnipeg', subject: 'Cracks', message: 'Cracks.' },
    });
    const token = data.submitContact.booking_token as string;
    const slots = await gqlOk(h, 'query($t: String) { bookingSlots(token: $t, limit: 3) { time_zone slots { start label } } }', { t: token });
    expect(slots.bookingSlots.time_zone).toBe('America/Winnipeg');
    expect(slots.bookingSlots.slots[0].label).toMatch(/C[SD]T$/);
    const booked = await gqlOk(h, `mutation($t: String!, $s: String!) { bookVisit(token: $t, start: $s) { manage_token visit { ${VISIT} } } }`, {
      t: token,
      s: slots.bookingSlots.slots[0].start,
    });
    expect(booked.bookVisit.visit).toMatchObject({ estimator_id: bob.id, estimator_name: 'bob', city: 'Winnipeg', time_zone: 'America/Winnipeg' });
    const again = await gql(h, 'mutation($t: String!, $s: String!) { bookVisit(token: $t, start: $s) { manage_token } }', {
      t: token,
      s: slots.bookingSlots.slots[1].start,
    });
    expect(codesOf(again)).toEqual(['CONFLICT']);
  });

  it('a bad start is 422 naming start; a tampered link 404 and nothing is booked', async () => {
    const sent = await contact('Thunder Bay');
    const past = await h.call('POST', '/api/booking', { body: { token: sent.body.booking_token, start: '2020-01-06T10:00:00-05:00' } });
    expect(past.status).toBe(422);
    expect(past.body.errors[0].field).toBe('start');
    const off = await h.call('POST', '/api/booking', { body: { token: sent.body.booking_token, start: 'soon' } });
    expect([off.status, off.body.errors[0].field]).toEqual([422, 'start']);
    const tampered = sent.body.booking_token.replace(/\.(\d+)\./, (_m: string, id: string) => `.${Number(id) + 1}.`);
    const refused = await h.call('POST', '/api/booking', { body: { token: tampered, start: '2026-12-01T10:00:00-05:00' } });
    expect(refused.status).toBe(404);
    expect(refused.body.detail).toMatch(/not valid/);
    expect((await h.call('GET', '/api/admin/visits', { token: admin })).body.filter((v: Json) => v.lead_id === sent.body.id)).toEqual([]);
  });
});

describe('the /book page in one step and the manage link', () => {
  it('books an enquiry and its slot; the link reads without changing anything, then moves and cancels', async () => {
    const slots = await h.call('GET', '/api/booking/slots?city=kakabeka%20falls&lang=fr&limit=20');
    expect(slots.body.slots[0].label).toMatch(/^\w+ \d+ \w+, \d+ h \d\d H[NA]E$/);
    const body = {
      name: 'Jo Doe',
      email: 'jo@example.com',
      phone: '807 555 0101',
      city: 'Kakabeka Falls',
      subject: 'Visit',
      message: 'Please come.',
      language: 'fr',
    };
    const booked = await h.call('POST', '/api/booking/visit', { body: { ...body, start: slots.body.slots[3].start } });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const link = encodeURIComponent(booked.body.manage_token);
    const read = await h.call('GET', `/api/booking/visits/${link}`);
    expect(read.body).toMatchObject({ id: booked.body.visit.id, status: 'booked', start: slots.body.slots[3].start });
    const moved = await h.call('POST', `/api/booking/visits/${link}/move`, { body: { start: slots.body.slots[10].start } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.visit.start).toBe(slots.body.slots[10].start);
    const cancelled = await h.call('POST', `/api/booking/visits/${link}/cancel`);
    expect([cancelled.status, cancelled.body.status]).toEqual([200, 'cancelled']);
    expect((await h.call('POST', `/api/booking/visits/${link}/cancel`)).status).toBe(409);
    // A bad slot stores no enquiry.
    const before = (await h.call('GET', '/api/admin/contacts', { token: admin })).body.length;
    const bad = await h.call('POST', '/api/booking/visit', { body: { ...body, name: 'Never Stored', start: '2020-01-01T10:00:00Z' } });
    expect([bad.status, bad.body.errors[0].field]).toEqual([422, 'start']);
    expect((await h.call('GET', '/api/admin/contacts', { token: admin })).body.length).toBe(before);
  });
});

describe('roles, on both transports', () => {
  it('an estimator sees and changes their own visits only; an admin every one', async () => {
    const tb = await contact('Thunder Bay');
    const slots = (await h.call('GET', `/api/booking/slots?token=${encodeURIComponent(tb.body.booking_token)}&limit=30`)).body.slots as Json[];
    const mine = await h.call('POST', '/api/booking', { body: { token: tb.body.booking_token, start: slots[20].start } });
    const visitId = mine.body.visit.id as string;
    // Bob (Winnipeg) does not see Alice's visit.
    expect((await h.call('GET', '/api/admin/visits', { token: bob.token })).body.map((v: Json) => v.id)).not.toContain(visitId);
    expect((await h.call('GET', `/api/admin/visits/${visitId}`, { token: bob.token })).status).toBe(404);
    expect((await h.call('POST', `/api/admin/visits/${visitId}/cancel`, { token: bob.token })).status).toBe(404);
    expect((await h.call('POST', `/api/admin/visits/${visitId}/move`, { token: bob.token, body: { start: slots[22].start } })).status).toBe(404);
    const gqlList = await gqlOk(h, '{ adminVisits { id estimator_id } }', undefined, bob.token);
    expect(gqlList.adminVisits.map((v: Json) => v.id)).not.toContain(visitId);
    expect(gqlList.adminVisits.every((v: Json) => v.estimator_id === bob.id)).toBe(true);
    expect(codesOf(await gql(h, 'mutation($id: String!) { cancelVisit(id: $id) { id } }', { id: visitId }, bob.token))).toEqual(['NOT_FOUND']);
    expect(
      codesOf(await gql(h, 'mutation($id: String!, $s: String!) { moveVisit(id: $id, start: $s) { id } }', { id: visitId, s: slots[22].start }, bob.token)),
    ).toEqual(['NOT_FOUND']);
    // Alice and the admin do.
    expect((await h.call('GET', '/api/admin/visits', { token: alice.token })).body.map((v: Json) => v.id)).toContain(visitId);
    const movedByAlice = await gqlOk(
      h,
      'mutation($id: String!, $s: String!) { moveVisit(id: $id, start: $s) { start } }',
      { id: visitId, s: slots[22].start },
      alice.token,
    );
    expect(movedByAlice.moveVisit.start).toBe(slots[22].start);
    expect((await gqlOk(h, '{ adminVisits { id } }', undefined, admin)).adminVisits.map((v: Json) => v.id)).toContain(visitId);
    const cancelled = await h.call('POST', `/api/admin/visits/${visitId}/cancel`, { token: admin });
    expect(cancelled.body.status).toBe('cancelled');
    // Settings and availability are the admin's.
    expect((await h.call('PUT', '/api/admin/booking-settings', { token: alice.token, body: { visit_minutes: 90 } })).status).toBe(403);
    expect(codesOf(await gql(h, '{ bookingSettings { visit_minutes } }', undefined, alice.token))).toEqual(['FORBIDDEN']);
  });

  it('the office books a phoned-in lead; an estimator for themselves only', async () => {
    const leadId = await sendLead(h, 'Thunder Bay');
    const slots = (await h.call('GET', '/api/booking/slots?city=Thunder%20Bay&limit=40')).body.slots as Json[];
    const asBob = await h.call('POST', `/api/admin/contacts/${leadId}/visit`, { token: alice.token, body: { start: slots[30].start, estimator_id: bob.id } });
    expect([404, 403]).toContain(asBob.status);
    const byAdmin = await gqlOk(
      h,
      'mutation($l: Int!, $s: String!) { bookVisitForLead(leadId: $l, start: $s) { booked_by estimator_id } }',
      { l: leadId, s: slots[30].start },
      admin,
    );
    expect(byAdmin.bookVisitForLead).toEqual({ booked_by: 'office', estimator_id: alice.id });
    const settings = await h.call('PUT', '/api/admin/booking-settings', { token: admin, body: { visit_minutes: 45, grid_minutes: 7 } });
    expect([settings.status, settings.body.errors[0].field]).toEqual([422, 'grid_minutes']);
  });
});

describe('the calendar live', () => {
  it('visitChanged tells an open calendar of a booking, an estimator only of their own', async () => {
    const query = 'subscription { visitChanged { id status estimator_id } }';
    const [mine, theirs] = [await openEventStream(h, query, alice.token), await openEventStream(h, query, bob.token)];
    const channel = `${queuePrefixFor(await installId(h.orm.em.fork()))}:visit-changed`;
    for (let i = 0; i < 100 && Number(((await h.redis.pubsub('NUMSUB', channel)) as [string, number])[1]) === 0; i++)
      await new Promise((r) => setTimeout(r, 20));
    try {
      const sent = await contact('Thunder Bay', 'Live Booker');
      const slots = (await h.call('GET', `/api/booking/slots?token=${encodeURIComponent(sent.body.booking_token)}&limit=40`)).body.slots as Json[];
      const booked = await h.call('POST', '/api/booking', { body: { token: sent.body.booking_token, start: slots[35].start } });
      expect(booked.status).toBe(201);
      expect((await mine.next(3000)).data).toMatchObject({ visitChanged: { id: booked.body.visit.id, status: 'booked', estimator_id: alice.id } });
      await expect(theirs.next(300)).rejects.toThrow(/no event/);
    } finally {
      mine.close();
      theirs.close();
    }
  });
});
