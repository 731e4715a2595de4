import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installId } from '@northrock/core/meta';
import { queuePrefixFor } from '@northrock/core/platform';
import { codesOf, gql } from './graphql-helpers';
import { startHarness, type Harness } from './harness';
import { addAccount, sendLead } from './support/staff-accounts';
import type { Json } from '../../../test/json';

/** Owners (docs/admin.md, "Roles and owners"): assignment at intake, what an estimator sees, changing the owner. */

let h: Harness;
let admin: string;
let one: { id: number; token: string };
let two: { id: number; token: string };
const lead: Record<string, number> = {};

beforeAll(async () => {
  h = await startHarness();
  admin = await h.login();
  one = await addAccount(h, admin, 'est.one', 'estimator');
  two = await addAccount(h, admin, 'est.two', 'estimator');
});
afterAll(async () => {
  await h?.close();
});

const ownerOf = async (id: number) => (await h.call('GET', '/api/admin/contacts', { token: admin })).body.find((l: Json) => l.id === id)?.owner_id;
const idsSeenBy = async (token: string, query = '') =>
  ((await h.call('GET', `/api/admin/contacts${query}`, { token })).body as Json[]).map((l) => l.id as number).sort((a, b) => a - b);
const setOwner = (token: string, id: number, owner_id: number | null) => h.call('PUT', `/api/admin/contacts/${id}/owner`, { token, body: { owner_id } });

describe('assignment at intake', () => {
  it("gives a lead to the city's account (any case), else round-robin among active estimators, else nobody", async () => {
    const rule = await h.call('PUT', '/api/admin/assignment-rules', { token: admin, body: { city: 'Thunder Bay', owner_id: two.id } });
    expect(rule.status).toBe(200);
    expect(rule.body).toMatchObject({ city: 'Thunder Bay', owner_id: two.id });
    const bad = await h.call('PUT', '/api/admin/assignment-rules', { token: admin, body: { city: 'Kenora', owner_id: 999_999 } });
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toMatch(/^owner_id: No active account/);

    lead.a = await sendLead(h, 'Sudbury');
    lead.b = await sendLead(h, '  THUNDER   bay ');
    lead.c = await sendLead(h, 'Kenora');
    lead.d = await sendLead(h, 'Kenora');
    // one waited longest (no lead yet), then two got the Thunder Bay lead, so one again, then two.
    expect([await ownerOf(lead.a), await ownerOf(lead.b), await ownerOf(lead.c), await ownerOf(lead.d)]).toEqual([one.id, two.id, one.id, two.id]);

    // No active estimator: unassigned (the rule's account deactivated too).
    for (const who of [one, two])
      expect((await h.call('PUT', `/api/admin/accounts/${who.id}/active`, { token: admin, body: { active: false } })).status).toBe(200);
    lead.e = await sendLead(h, 'Thunder Bay');
    expect(await ownerOf(lead.e)).toBeNull();
    for (const who of [one, two]) await h.call('PUT', `/api/admin/accounts/${who.id}/active`, { token: admin, body: { active: true } });
    one.token = await h.login('est.one', 'est.one-own-password-1');
    two.token = await h.login('est.two', 'est.two-own-password-1');

    const rules = await gql(h, '{ leadAssignmentRules { city owner_id } }', undefined, admin);
    expect(rules.data.leadAssignmentRules).toEqual([{ city: 'Thunder Bay', owner_id: two.id }]);
    const history = await h.call('GET', '/api/admin/activity?entity_type=LeadAssignmentRule', { token: admin });
    expect(history.body.items).toEqual([expect.objectContaining({ action: 'create', label: 'Thunder Bay', actor_username: 'admin' })]);
  });
});

describe('what an estimator sees', () => {
  it('their own leads and unassigned ones, on REST, GraphQL and CSV; "My leads" filters', async () => {
    expect(await idsSeenBy(one.token)).toEqual([lead.a, lead.c, lead.e]);
    expect(await idsSeenBy(one.token, '?owner=me')).toEqual([lead.a, lead.c]);
    expect(await idsSeenBy(one.token, '?owner=unassigned')).toEqual([lead.e]);
    expect(await idsSeenBy(one.token, `?owner=${two.id}`)).toEqual([]);
    expect(await idsSeenBy(admin, `?owner=${two.id}`)).toEqual([lead.b, lead.d]);
    expect((await h.call('GET', '/api/admin/contacts?owner=someone', { token: admin })).status).toBe(422);

    const page = await gql(h, 'query($f: ContactListFilter) { contactPage(filter: $f) { total items { id owner_id } } }', { f: { owner: 'me' } }, two.token);
    expect(page.data.contactPage.items.map((l: Json) => l.id).sort()).toEqual([lead.b, lead.d].sort());
    const all = await gql(h, '{ contacts { id } }', undefined, two.token);
    expect(all.data.contacts.map((l: Json) => l.id).sort()).toEqual([lead.b, lead.d, lead.e].sort());

    const csv = await h.call('GET', '/api/admin/contacts/export', { token: one.token });
    const ids = String(csv.body)
      .split('\r\n')
      .slice(1)
      .map((line) => Number(/^"(\d+)"/.exec(line)?.[1]))
      .filter(Boolean)
      .sort((a, b) => a - b);
    expect(ids).toEqual([lead.a, lead.c, lead.e]);
  });

  it("answers 404 on another's lead, as on a missing one", async () => {
    const theirs = lead.b!;
    const attempts = [
      await h.call('PUT', `/api/admin/contacts/${theirs}`, { token: one.token, body: { status: 'contacted' } }),
      await h.call('GET', `/api/admin/contacts/${theirs}/notes`, { token: one.token }),
      await h.call('POST', `/api/admin/contacts/${theirs}/notes`, { token: one.token, body: { body: 'Mine now' } }),
      await setOwner(one.token, theirs, one.id),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe('Contact submission not found');
    }
    const viaGraphql = await gql(h, `mutation { setContactStatus(id: ${theirs}, status: contacted) { id } }`, undefined, one.token);
    expect(codesOf(viaGraphql)).toEqual(['NOT_FOUND']);
    const note = await gql(h, `mutation { addContactNote(id: ${theirs}, input: { body: "x" }) { id } }`, undefined, one.token);
    expect(codesOf(note)).toEqual(['NOT_FOUND']);
    // Their own: allowed.
    expect((await h.call('PUT', `/api/admin/contacts/${lead.a}`, { token: one.token, body: { status: 'contacted' } })).status).toBe(200);
    expect((await h.call('POST', `/api/admin/contacts/${lead.e}/notes`, { token: one.token, body: { body: 'Called back' } })).status).toBe(201);
  });
});

describe('changing the owner', () => {
  it('an estimator takes an unassigned lead or hands theirs on; an admin changes any; each is in the activity history', async () => {
    const took = await setOwner(one.token, lead.e!, one.id);
    expect(took.status).toBe(200);
    expect(took.body.owner_id).toBe(one.id);
    expect((await setOwner(one.token, lead.c!, two.id)).status).toBe(200);
    expect((await h.call('GET', `/api/admin/contacts/${lead.c}/notes`, { token: one.token })).status).toBe(404);
    expect((await h.call('GET', `/api/admin/contacts/${lead.c}/notes`, { token: two.token })).status).toBe(200);

    expect((await setOwner(one.token, lead.a!, 999_999)).status).toBe(422);
    expect((await setOwner(admin, lead.b!, null)).body.owner_id).toBeNull();
    const viaGraphql = await gql(h, `mutation { setContactOwner(id: ${lead.b}, input: { owner_id: ${two.id} }) { id owner_id } }`, undefined, two.token);
    expect(viaGraphql.data.setContactOwner).toEqual({ id: lead.b, owner_id: two.id });

    const history = await h.call('GET', `/api/admin/activity?entity_type=ContactSubmission&entity_id=${lead.e}`, { token: admin });
    expect(history.body.items).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'owner_change', actor_username: 'est.one' })]));
  });
});

describe('the live stream', () => {
  it("brings an estimator their own and unassigned leads, never another's", async () => {
    await h.call('PUT', '/api/admin/assignment-rules', { token: admin, body: { city: 'Dryden', owner_id: one.id } });
    const channel = `${queuePrefixFor(await installId(h.orm.em.fork()))}:lead-received`;
    const abort = new AbortController();
    const res = await fetch(`${h.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${one.token}` },
      body: JSON.stringify({ query: 'subscription { leadReceived { id owner_id } }' }),
      signal: abort.signal,
    });
    await expect.poll(async () => ((await h.redis.pubsub('NUMSUB', channel)) as [string, number])[1], { timeout: 2000 }).toBeGreaterThan(0);
    const theirs = await sendLead(h, 'Thunder Bay');
    const mine = await sendLead(h, 'Dryden');
    expect(await ownerOf(theirs)).toBe(two.id);
    const reader = res.body!.getReader();
    let text = '';
    const event = /event: next\ndata: (.*)\n\n/;
    while (!event.test(text)) text += new TextDecoder().decode((await reader.read()).value);
    abort.abort();
    const first = JSON.parse(event.exec(text)![1]!);
    expect(first.data.leadReceived).toEqual({ id: mine, owner_id: one.id });
  });
});
