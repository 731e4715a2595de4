import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '@northrock/core/platform';
import { codesOf, gql, gqlOk } from './graphql-helpers';
import { startHarness, type Harness } from './harness';
import type { Json } from '../../../test/json';

/** The activity history through both transports, as two different staff accounts (docs/admin.md, "Activity"). */

let h: Harness;
let admin: string;
let marie: string;
let ids: { admin: number; marie: number };

const service = (title: string, slug: string) => ({ title, slug, description: `${title}.`, image: '/img/s.jpg', featured: false, order: 9 });
const history = async (query: string, token = admin) => {
  const res = await h.call('GET', `/api/admin/activity?${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { items: Json[]; total: number };
};

beforeAll(async () => {
  h = await startHarness();
  admin = await h.login();
  const created = await h.call('POST', '/api/admin/accounts', { token: admin, body: { username: 'marie', temporary_password: 'temporary-pass-2026' } });
  const first = await h.login('marie', 'temporary-pass-2026');
  await h.call('PUT', '/api/admin/password', { token: first, body: { current_password: 'temporary-pass-2026', new_password: 'marie-own-password-1' } });
  marie = await h.login('marie', 'marie-own-password-1');
  const accounts = (await h.call('GET', '/api/admin/accounts', { token: admin })).body as Json[];
  ids = { admin: accounts.find((a) => a.username === 'admin').id, marie: created.body.id };
});
afterAll(async () => {
  await h?.close();
});

describe('activity history', () => {
  it('names the right person for REST and GraphQL writes, with the fields before and after', async () => {
    const created = await h.call('POST', '/api/admin/services', { token: admin, body: service('Crawl spaces', 'crawl-spaces') });
    const id = created.body.id as number;
    await gqlOk(
      h,
      'mutation($id: Int!, $input: ServiceInput!) { updateService(id: $id, input: $input) { id } }',
      { id, input: service('Crawl space repair', 'crawl-spaces') },
      marie,
    );
    await h.call('DELETE', `/api/admin/services/${id}`, { token: marie });

    const { items } = await history(`entity_type=Service&entity_id=${id}`);
    expect(items.map((e) => [e.action, e.actor_username, e.actor_id])).toEqual([
      ['delete', 'marie', ids.marie],
      ['update', 'marie', ids.marie],
      ['create', 'admin', ids.admin],
    ]);
    expect(items[1].changes).toEqual(
      expect.arrayContaining([
        { field: 'title', before: 'Crawl spaces', after: 'Crawl space repair' },
        { field: 'description', before: 'Crawl spaces.', after: 'Crawl space repair.' },
      ]),
    );

    // The same page over GraphQL, filtered on the person.
    const data = await gqlOk(
      h,
      'query($f: ActivityFilter) { activity(filter: $f) { total items { action actor_username entity_type label changes { field before after } } } }',
      { f: { actor_id: ids.marie, entity_type: 'Service' } },
      admin,
    );
    expect(data.activity.items.map((e: Json) => e.action)).toEqual(['delete', 'update']);
    expect(data.activity.total).toBe(2);
  });

  it('keeps each request to its own actor under parallel requests of two accounts', async () => {
    const writes = await Promise.all(
      Array.from({ length: 24 }, async (_, i) => {
        const [who, token] = i % 2 ? (['marie', marie] as const) : (['admin', admin] as const);
        const body = service(`Parallel ${who} ${i}`, `parallel-${i}`);
        if (i % 4 < 2) return { who, id: (await h.call('POST', '/api/admin/services', { token, body })).body.id as number };
        const data = await gqlOk(h, 'mutation($input: ServiceInput!) { createService(input: $input) { id } }', { input: body }, token);
        return { who, id: data.createService.id as number };
      }),
    );
    const { items } = await history('entity_type=Service&page_size=100');
    for (const { who, id } of writes) {
      const entry = items.find((e) => e.entity_id === String(id) && e.action === 'create');
      expect(entry?.actor_username, `service ${id}`).toBe(who);
    }
  });

  it('records sign-ins, failed sign-ins and sign-outs; the password change is redacted', async () => {
    await h.call('POST', '/api/admin/login', { body: { username: 'marie', password: 'not-the-password' } });
    const token = await h.login('marie', 'marie-own-password-1');
    await gqlOk(h, 'mutation { logout }', {}, token);
    const { items } = await history('entity_type=Session&page_size=5');
    expect(items.slice(0, 3).map((e) => [e.action, e.actor_username, e.label])).toEqual([
      ['sign_out', 'marie', 'marie'],
      ['sign_in', 'marie', 'marie'],
      ['sign_in_failed', '', 'marie'],
    ]);
    const account = await history(`entity_type=AdminUser&entity_id=${ids.marie}`);
    const change = account.items.find((e) => e.action === 'password_change');
    expect(change.actor_username).toBe('marie');
    expect(change.changes).toContainEqual({ field: 'password_hash', before: '[redacted]', after: '[redacted]' });
    expect(account.items.find((e) => e.action === 'account_create').actor_username).toBe('admin');
    expect(JSON.stringify(account)).not.toContain('argon2');
  });

  it('records no entry for a lead from the public form', async () => {
    const before = (await history('')).total;
    const res = await h.call('POST', '/api/contact', {
      body: { name: 'Ann Lee', email: 'ann@example.com', phone: '807-555-0100', city: 'Sudbury', subject: 'Leak', message: 'Please call' },
    });
    expect(res.status).toBe(201);
    // Only this read's own request happened meanwhile: nothing recorded.
    expect((await history('')).total).toBe(before);
  });

  it('restores an earlier version through the domain update: the public list shows it, and the restore is recorded', async () => {
    const created = await h.call('POST', '/api/admin/services', { token: admin, body: service('Restorable v1', 'restorable') });
    const id = created.body.id as number;
    await h.call('PUT', `/api/admin/services/${id}`, { token: admin, body: service('Restorable v2', 'restorable') });
    await h.call('PUT', `/api/admin/services/${id}`, { token: admin, body: service('Restorable v3', 'restorable') });
    // The public list is read (and cached) before the restore.
    expect(((await h.call('GET', '/api/services')).body as Json[]).find((s) => s.id === id).title).toBe('Restorable v3');
    const first = (await history(`entity_type=Service&entity_id=${id}`)).items.find((e) => e.action === 'update' && e.label === 'Restorable v2');

    const restored = await gqlOk(h, 'mutation($e: Int!) { restoreContentVersion(entryId: $e) { entity_type entity_id } }', { e: first.id }, marie);
    expect(restored.restoreContentVersion).toEqual({ entity_type: 'Service', entity_id: String(id) });
    expect(((await h.call('GET', '/api/services')).body as Json[]).find((s) => s.id === id).title).toBe('Restorable v2');
    const [latest] = (await history(`entity_type=Service&entity_id=${id}`)).items;
    expect(latest).toMatchObject({ action: 'restore', actor_username: 'marie', restored_from: first.id });

    // The version before the first update (GraphQL), then REST with its optional body.
    await gqlOk(h, 'mutation($e: Int!) { restoreContentVersion(entryId: $e, input: { version: before }) { entity_id } }', { e: first.id }, marie);
    expect(((await h.call('GET', '/api/services')).body as Json[]).find((s) => s.id === id).title).toBe('Restorable v1');
    const badVersion = await h.call('POST', `/api/admin/activity/${first.id}/restore`, { token: admin, body: { version: 'sideways' } });
    expect(badVersion.status).toBe(422);
    expect(badVersion.body.detail).toMatch(/version/);
    expect((await h.call('POST', `/api/admin/activity/${first.id}/restore`, { token: admin, body: { version: 'after' } })).status).toBe(200);

    // REST mirror; an entry without a content version answers 409, an unknown one 404.
    const rest = await h.call('POST', `/api/admin/activity/${first.id}/restore`, { token: admin });
    expect(rest.status).toBe(200);
    const [signIn] = (await history('entity_type=Session')).items;
    expect((await h.call('POST', `/api/admin/activity/${signIn.id}/restore`, { token: admin })).body).toEqual({
      detail: expect.any(String),
      request_id: expect.any(String),
    });
    expect((await h.call('POST', `/api/admin/activity/${signIn.id}/restore`, { token: admin })).status).toBe(409);
    expect((await h.call('POST', '/api/admin/activity/99999999/restore', { token: admin })).status).toBe(404);
  });

  it('is admin-only and refuses bad filters with 422 and a detail', async () => {
    expect((await h.call('GET', '/api/admin/activity')).status).toBe(401);
    expect(codesOf(await gql(h, '{ activity { total } }'))).toEqual(['UNAUTHENTICATED']);
    expect(codesOf(await gql(h, 'mutation { restoreContentVersion(entryId: 1) { entity_id } }'))).toEqual(['UNAUTHENTICATED']);
    const bad = await h.call('GET', '/api/admin/activity?from=2026-02-30x', { token: admin });
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toMatch(/from/);
    expect((await h.call('GET', '/api/admin/activity?entity_type=AdminSession', { token: admin })).status).toBe(422);
  });

  it('records two-factor set-up, switch-on and switch-off, never the secret or the codes', async () => {
    const password = 'marie-own-password-1';
    const setup = await h.call('POST', '/api/admin/mfa/setup', { token: marie, body: { current_password: password } });
    expect(setup.status).toBe(200);
    const enabled = await h.call('POST', '/api/admin/mfa/enable', { token: marie, body: { code: await totpCode(setup.body.secret) } });
    expect(enabled.status).toBe(200);
    const recovery = enabled.body.recovery_codes as string[];
    const disabled = await h.call('POST', '/api/admin/mfa/disable', { token: marie, body: { current_password: password, code: recovery[0] } });
    expect(disabled.status).toBe(200);

    const { items } = await history(`entity_type=AdminUser&entity_id=${ids.marie}`);
    expect(items.slice(0, 3).map((e) => [e.action, e.actor_username])).toEqual([
      ['mfa_disable', 'marie'],
      ['mfa_enable', 'marie'],
      ['mfa_setup', 'marie'],
    ]);
    expect(items[1].changes).toContainEqual({ field: 'totp_secret', before: '[redacted]', after: '[redacted]' });
    const everything = JSON.stringify((await history('page_size=100')).items);
    expect(everything).not.toContain(setup.body.secret);
    for (const code of recovery) expect(everything).not.toContain(code);
  });
});
