import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLE_MESSAGE, AdminUser, LAST_ADMIN_MESSAGE } from '@northrock/core/admin';
import { createJobQueue, type JobQueue } from '@northrock/core/registry';
import { codesOf, gql } from './graphql-helpers';
import { startHarness, type Harness } from './harness';
import { addAccount, sendLead } from './support/staff-accounts';
import type { Json } from '../../../test/json';

/** Roles (docs/admin.md, "Roles and owners"): an estimator's token is refused every admin-only operation, on every edge. */

let h: Harness;
let queue: JobQueue;
let admin: string;
let estimator: { id: number; token: string };
let lead: number;

beforeAll(async () => {
  queue = createJobQueue({ redisUrl: process.env.TEST_REDIS_URL!, prefix: `rl${Math.random().toString(36).slice(2, 8)}` });
  h = await startHarness({}, { queue });
  admin = await h.login();
  estimator = await addAccount(h, admin, 'estimator.one', 'estimator', 'one@example.com');
  lead = await sendLead(h, 'Sudbury');
});
afterAll(async () => {
  await h?.close();
  await queue?.close();
});

const open = (path: string, cookie?: string) => fetch(h.baseUrl + path, { redirect: 'manual', headers: cookie ? { cookie } : {} });

describe('an estimator token on an admin-only operation', () => {
  it('answers 403 with a detail over REST, and the lead desk still works', async () => {
    const refused: [string, string, unknown?][] = [
      ['GET', '/api/admin/accounts'],
      ['POST', '/api/admin/accounts', { username: 'sneaky', temporary_password: 'temporary-pass-2026', role: 'admin' }],
      ['PUT', `/api/admin/accounts/${estimator.id}`, { role: 'admin', email: null }],
      ['GET', '/api/admin/services'],
      ['POST', '/api/admin/services', {}],
      ['DELETE', '/api/admin/services/1'],
      ['GET', '/api/admin/site-settings'],
      ['GET', '/api/admin/activity'],
      ['GET', '/api/admin/dashboard-stats'],
      ['GET', '/api/admin/contacts/delivery-alert'],
      ['POST', `/api/admin/contacts/${lead}/erase`],
      ['GET', '/api/admin/assignment-rules'],
      ['PUT', '/api/admin/assignment-rules', { city: 'Sudbury', owner_id: estimator.id }],
      ['POST', '/api/admin/queue-dashboard'],
    ];
    for (const [method, path, body] of refused) {
      const res = await h.call(method, path, { token: estimator.token, body });
      expect([method, path, res.status]).toEqual([method, path, 403]);
      expect(res.body.detail).toBe(ADMIN_ROLE_MESSAGE);
    }
    expect((await h.call('GET', '/api/services')).body.some((s: Json) => s.id === 1)).toBe(true);

    // Their own account and the lead desk: allowed.
    const me = await h.call('GET', '/api/admin/me', { token: estimator.token });
    expect(me.body).toMatchObject({ username: 'estimator.one', role: 'estimator', email: 'one@example.com' });
    expect((await h.call('POST', '/api/admin/mfa/setup', { token: estimator.token, body: { current_password: 'estimator.one-own-password-1' } })).status).toBe(
      200,
    );
    expect((await h.call('GET', '/api/admin/contacts', { token: estimator.token })).status).toBe(200);
    expect((await h.call('GET', '/api/admin/contacts/export', { token: estimator.token })).status).toBe(200);
    expect((await h.call('GET', '/api/admin/lead-owners', { token: estimator.token })).status).toBe(200);
  });

  it('answers FORBIDDEN over GraphQL', async () => {
    const refused = [
      '{ adminServices { id } }',
      '{ adminAccounts { id } }',
      '{ dashboardStats { services } }',
      '{ leadsBySource { source } }',
      '{ deliveryAlert { undelivered } }',
      '{ leadAssignmentRules { id } }',
      'mutation { deleteService(id: 1) }',
      `mutation { eraseContact(id: ${lead}) { id } }`,
      `mutation { updateAdminAccount(id: ${estimator.id}, input: { role: admin }) { id } }`,
      'mutation { saveLeadAssignmentRule(input: { city: "Sudbury", owner_id: 1 }) { id } }',
    ];
    for (const query of refused) {
      const res = await gql(h, query, undefined, estimator.token);
      expect([query, codesOf(res)]).toEqual([query, ['FORBIDDEN']]);
      expect(res.errors?.[0]?.message).toBe(ADMIN_ROLE_MESSAGE);
    }
    const desk = await gql(
      h,
      '{ me { role } contactPage { total items { id owner_id notes { id } } } leadOwners { username role } }',
      undefined,
      estimator.token,
    );
    expect(desk.errors).toBeUndefined();
    expect(desk.data.me.role).toBe('estimator');
  });

  it('the queue dashboard refuses an estimator, also an admin demoted after opening it', async () => {
    const second = await addAccount(h, admin, 'second.admin', 'admin');
    const ticket = await h.call('POST', '/api/admin/queue-dashboard', { token: second.token });
    expect(ticket.status).toBe(200);
    const swapped = await open(ticket.body.url);
    expect(swapped.status).toBe(303);
    const cookie = swapped.headers.get('set-cookie')!.split(';')[0]!;
    expect((await open('/admin/queues/', cookie)).status).toBe(200);

    const demoted = await h.call('PUT', `/api/admin/accounts/${second.id}`, { token: admin, body: { role: 'estimator' } });
    expect(demoted.status).toBe(200);
    expect(demoted.body).toMatchObject({ role: 'estimator', email: null });
    expect((await open('/admin/queues/', cookie)).status).toBe(403);
    expect((await open('/admin/queues/api/queues', cookie)).status).toBe(403);
    expect((await h.call('POST', '/api/admin/queue-dashboard', { token: second.token })).status).toBe(403);
  });
});

describe('accounts with roles', () => {
  it('keeps the last active admin an admin, over REST and GraphQL', async () => {
    const em = h.orm.em.fork();
    const self = await em.findOneOrFail(AdminUser, { username: 'admin' });
    // Every other admin demoted: "admin" is the last one.
    await em.nativeUpdate(AdminUser, { username: { $ne: 'admin' }, role: 'admin' }, { role: 'estimator' });
    const rest = await h.call('PUT', `/api/admin/accounts/${self.id}`, { token: admin, body: { role: 'estimator', email: 'boss@example.com' } });
    expect(rest.status).toBe(409);
    expect(rest.body.detail).toBe(LAST_ADMIN_MESSAGE);
    const graphql = await gql(h, `mutation { updateAdminAccount(id: ${self.id}, input: { role: estimator }) { role } }`, undefined, admin);
    expect(codesOf(graphql)).toEqual(['CONFLICT']);
    // Nor can the only other active account's admin be deactivated away: with a second admin, demotion works.
    const other = await addAccount(h, admin, 'other.admin', 'admin');
    const mine = await h.call('PUT', `/api/admin/accounts/${self.id}`, { token: admin, body: { role: 'admin', email: 'boss@example.com' } });
    expect(mine.body).toMatchObject({ role: 'admin', email: 'boss@example.com' });
    const off = await h.call('PUT', `/api/admin/accounts/${other.id}`, { token: admin, body: { role: 'estimator', email: '' } });
    expect(off.body).toMatchObject({ role: 'estimator', email: null });
    // The demoted account's very next request is an estimator's.
    expect((await h.call('GET', '/api/admin/accounts', { token: other.token })).status).toBe(403);
  });

  it('validates role and e-mail, and lists them', async () => {
    const bad = await h.call('POST', '/api/admin/accounts', {
      token: admin,
      body: { username: 'bad.role', temporary_password: 'temporary-pass-2026', role: 'owner', email: 'not-an-address' },
    });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toMatch(/role must be one of admin, estimator/);
    expect(JSON.stringify(bad.body)).toMatch(/Email must be a valid e-mail address/);
    const list = await h.call('GET', '/api/admin/accounts', { token: admin });
    expect(list.body.find((a: Json) => a.username === 'estimator.one')).toMatchObject({ role: 'estimator', email: 'one@example.com' });
    // A new account without a role is an admin, as every account was before roles.
    const plain = await h.call('POST', '/api/admin/accounts', { token: admin, body: { username: 'plain.admin', temporary_password: 'temporary-pass-2026' } });
    expect(plain.body).toMatchObject({ role: 'admin', email: null });
  });
});
