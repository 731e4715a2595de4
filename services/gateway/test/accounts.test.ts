import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminUser, LAST_ACCOUNT_MESSAGE, TEMPORARY_PASSWORD_MESSAGE } from '@northrock/core/admin';
import { gql } from './graphql-helpers';
import { startHarness, type Harness } from './harness';
import type { Json } from '../../../test/json';

/** Several staff accounts (docs/admin.md, "Accounts"), tried through REST and GraphQL. */

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness();
  admin = await h.login();
});
afterAll(async () => {
  await h?.close();
});

const TEMPORARY = 'temporary-pass-2026';
const create = (token: string, username: string, temporary_password = TEMPORARY) =>
  h.call('POST', '/api/admin/accounts', { token, body: { username, temporary_password } });
const setActive = (token: string, id: number, active: boolean) => h.call('PUT', `/api/admin/accounts/${id}/active`, { token, body: { active } });

describe('staff accounts', () => {
  it('adds a colleague whose temporary password must be changed before anything else', async () => {
    const res = await create(admin, '  Marie.T ');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username: 'marie.t', active: true, must_change_password: true, last_login_at: null });
    expect(JSON.stringify(res.body)).not.toMatch(/hash|argon/);
    expect((await create(admin, 'marie.t')).status).toBe(409);
    // Two admins adding the same colleague at once: one account, one 409.
    const both = await Promise.all([create(admin, 'twice'), create(admin, 'twice')]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const bad = await create(admin, 'x', 'short');
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toMatch(/Temporary password must be at least 12 characters/);

    const marie = await h.login('marie.t', TEMPORARY);
    const me = await h.call('GET', '/api/admin/me', { token: marie });
    expect(me.body).toMatchObject({ username: 'marie.t', password_change_required: true, temporary_password: true });
    const refused = await h.call('GET', '/api/admin/contacts', { token: marie });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(TEMPORARY_PASSWORD_MESSAGE);
    const viaGraphql = await gql(h, '{ adminServices { id } }', {}, marie);
    expect(viaGraphql.errors?.[0]?.message).toBe(TEMPORARY_PASSWORD_MESSAGE);

    const changed = await h.call('PUT', '/api/admin/password', { token: marie, body: { current_password: TEMPORARY, new_password: 'marie-own-password-1' } });
    expect(changed.status).toBe(200);
    expect((await h.call('GET', '/api/admin/contacts', { token: marie })).status).toBe(200);

    const list = await h.call('GET', '/api/admin/accounts', { token: admin });
    const row = (list.body as Json[]).find((a) => a.username === 'marie.t');
    expect(row).toMatchObject({ must_change_password: false, active: true });
    expect(Date.parse(row.last_login_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('deactivating an account ends its sessions at once and refuses its sign-in like a wrong password', async () => {
    const created = await create(admin, 'leaving');
    const token = await h.login('leaving', TEMPORARY);
    expect((await h.call('GET', '/api/admin/me', { token })).status).toBe(200);

    const off = await setActive(admin, created.body.id, false);
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    expect((await h.call('GET', '/api/admin/me', { token })).status).toBe(401);
    const login = await h.call('POST', '/api/admin/login', { body: { username: 'leaving', password: TEMPORARY } });
    expect(login.status).toBe(401);
    expect(login.body.detail).toBe('Invalid username or password');

    expect((await setActive(admin, created.body.id, true)).body.active).toBe(true);
    expect((await h.call('POST', '/api/admin/login', { body: { username: 'leaving', password: TEMPORARY } })).status).toBe(200);
  });

  it('never deactivates the account making the call, nor the last active one, even when two admins race', async () => {
    const me = (await h.call('GET', '/api/admin/accounts', { token: admin })).body.find((a: Json) => a.username === 'admin');
    const self = await setActive(admin, me.id, false);
    expect(self.status).toBe(409);

    // Leave exactly two active accounts, each signed in, and let each deactivate the other at once.
    const em = h.orm.em.fork();
    await em.nativeUpdate(AdminUser, { username: { $nin: ['admin'] } }, { deactivated_at: new Date() });
    const second = await create(admin, 'racer');
    const racer = await h.login('racer', TEMPORARY);
    await h.call('PUT', '/api/admin/password', { token: racer, body: { current_password: TEMPORARY, new_password: 'racer-own-password-1' } });
    const answers = await Promise.all([setActive(admin, second.body.id, false), setActive(racer, me.id, false)]);
    const statuses = answers.map((a) => a.status).sort();
    // One wins; the other is refused (409, the last active account) or, having been deactivated first, is signed out (401).
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => s === 200 || s === 409 || s === 401)).toBe(true);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body.detail).toBe(LAST_ACCOUNT_MESSAGE);
    expect(await em.fork().count(AdminUser, { deactivated_at: null })).toBe(1);

    await em.fork().nativeUpdate(AdminUser, {}, { deactivated_at: null });
    admin = await h.login();
  });

  it('lists accounts only for a signed-in admin', async () => {
    expect((await h.call('GET', '/api/admin/accounts')).status).toBe(401);
    const viaGraphql = await gql(h, '{ adminAccounts { username active last_login_at } }', {}, admin);
    expect(viaGraphql.data?.adminAccounts.map((a: Json) => a.username)).toContain('admin');
  });
});
