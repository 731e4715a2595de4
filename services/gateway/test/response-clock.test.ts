import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lead } from '@northrock/core/lead';
import { startHarness, type Harness } from './harness';
import { gqlOk } from './graphql-helpers';
import type { Json } from '../../../test/json';

let h: Harness;
let token: string;
const ids: Record<string, number> = {};

const lead = (name: string) => ({
  name,
  email: `${name.toLowerCase()}@example.com`,
  phone: '416-555-0100',
  city: 'Toronto',
  subject: 'Basement',
  message: 'Water in the basement',
});

beforeAll(async () => {
  h = await startHarness();
  token = await h.login();
  // Received on a Tuesday at 10:02, 10:30 and 11:00 Toronto time (the clock counts office minutes from there).
  for (const [name, at] of [
    ['Ada', '2026-11-24T10:02:00-05:00'],
    ['Ben', '2026-11-24T10:30:00-05:00'],
    ['Cal', '2026-11-24T11:00:00-05:00'],
  ] as const) {
    const res = await h.call('POST', '/api/contact', { body: lead(name) });
    expect(res.status).toBe(201);
    ids[name] = res.body.id;
    await h.orm.em.fork().nativeUpdate(Lead, { id: res.body.id }, { created_at: new Date(at) });
  }
});
afterAll(async () => {
  await h?.close();
});

describe('the response clock', () => {
  it('a call note answers the lead: REST shows the response time, the others keep waiting', async () => {
    // Cal is answered by a call note 7 minutes after arriving (a plain note would not stop the clock).
    await h.orm.em.fork().nativeUpdate(Lead, { id: ids.Cal! }, { created_at: new Date(Date.now() - 7 * 60_000) });
    const plain = await h.call('POST', `/api/admin/contacts/${ids.Cal}/notes`, { token, body: { body: 'Looked at it' } });
    expect(plain.body).toMatchObject({ kind: 'note' });
    const call = await h.call('POST', `/api/admin/contacts/${ids.Cal}/notes`, { token, body: { body: 'Called, booked a visit', kind: 'call' } });
    expect(call.status).toBe(201);
    expect(call.body).toMatchObject({ kind: 'call' });
    const bad = await h.call('POST', `/api/admin/contacts/${ids.Cal}/notes`, { token, body: { body: 'x', kind: 'fax' } });
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toMatch(/kind/);

    const list = await h.call('GET', '/api/admin/contacts', { token });
    const byName = Object.fromEntries((list.body as Json[]).map((l: Json) => [l.name, l]));
    expect(byName.Cal).toMatchObject({ first_response_kind: 'call', waiting_office_minutes: null });
    // 7 minutes, unless the office was closed for some of them (then fewer).
    expect(byName.Cal.response_office_minutes).toBeLessThanOrEqual(7);
    expect(byName.Ada).toMatchObject({ response_office_minutes: null, first_response_at: null });
    expect(byName.Ada.waiting_office_minutes).toBeGreaterThanOrEqual(byName.Ben.waiting_office_minutes);
    expect(byName.Ben.waiting_office_minutes).toBeGreaterThan(0);
  });

  it('leaving "new" answers the lead; the list filters by answered and sorts the longest waiting first', async () => {
    const put = await h.call('PUT', `/api/admin/contacts/${ids.Ben}`, { token, body: { status: 'contacted' } });
    expect(put.body).toMatchObject({ first_response_kind: 'status', waiting_office_minutes: null });
    const waiting = await h.call('GET', '/api/admin/contacts?answered=false&sort=waiting', { token });
    expect((waiting.body as Json[]).map((l: Json) => l.name)).toEqual(['Ada']);
    const sorted = await h.call('GET', '/api/admin/contacts?sort=waiting', { token });
    expect((sorted.body as Json[]).map((l: Json) => l.name)[0]).toBe('Ada');
    const answered = await h.call('GET', '/api/admin/contacts?answered=true', { token });
    expect((answered.body as Json[]).map((l: Json) => l.name).sort()).toEqual(['Ben', 'Cal']);
    expect((await h.call('GET', '/api/admin/contacts?answered=maybe', { token })).status).toBe(422);
    expect((await h.call('GET', '/api/admin/contacts?sort=oldest', { token })).status).toBe(422);
    expect((await h.call('GET', `/api/admin/contacts/${ids.Ada}/chases`, { token })).body).toEqual([]);
    expect((await h.call('GET', '/api/admin/contacts/999999/chases', { token })).status).toBe(404);
  });

  it('GraphQL answers the same clock, filter and order, and note kinds', async () => {
    const data = await gqlOk(
      h,
      `query($f: ContactListFilter) { contactPage(filter: $f) { items { name waiting_office_minutes response_office_minutes first_response_kind chases { kind } notes { kind } } } }`,
      { f: { sort: 'waiting' } },
      token,
    );
    const items = data.contactPage.items as Json[];
    expect(items.map((l: Json) => l.name)).toEqual(['Ada', 'Cal', 'Ben']);
    expect(items[0]).toMatchObject({ response_office_minutes: null, first_response_kind: null, chases: [], notes: [] });
    expect(items[0].waiting_office_minutes).toBeGreaterThan(0);
    expect(items[1].notes.map((n: Json) => n.kind)).toEqual(['note', 'call']);
    const unanswered = await gqlOk(h, `query { contactPage(filter: { answered: false }) { total } }`, {}, token);
    expect(unanswered.contactPage.total).toBe(1);
    const note = await gqlOk(h, `mutation($id: Int!) { addContactNote(id: $id, input: { body: "Visited", kind: visit }) { kind } }`, { id: ids.Ada }, token);
    expect(note.addContactNote.kind).toBe('visit');
    const after = await gqlOk(h, `query { contactPage(filter: { answered: false }) { total } }`, {}, token);
    expect(after.contactPage.total).toBe(0);
  });
});
