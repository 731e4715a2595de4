import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminUser, FREE_ACCOUNT_ATTEMPTS, loginRules } from '@northrock/core/admin';
import type { Request } from 'express';
import { clientIp } from '../src/http/rest';
import { gql } from './graphql-helpers';
import { startHarness, type Harness } from './harness';
import { signInHelpers } from './support/sign-in';

/**
 * Sign-in throttling, the login hint and the production password change (docs/security.md),
 * tried the way an attacker would: in parallel, across transports, with spoofed headers.
 * Two-factor sign-in: security-two-factor.test.ts.
 */

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const { restLogin, graphqlLogin, createAdmin } = signInHelpers(() => h);

describe('sign-in throttling', () => {
  it('40 parallel wrong passwords for one account from one address: at most 5 are evaluated', async () => {
    await createAdmin('parallel');
    const answers = await Promise.all(Array.from({ length: 40 }, () => restLogin('parallel', 'wrong-guess')));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(loginRules.addressAccount.limit);
    expect(statuses.filter((s) => s === 401).length + statuses.filter((s) => s === 429).length).toBe(40);
    // The right password from the same address is refused too until the window ends: nothing is evaluated.
    expect((await restLogin('parallel', 'a-strong-password-1')).status).toBe(429);
    // Failed sign-ins are the one row an anonymous visitor adds to the activity history: bounded by the same budget.
    const [failed] = await h.orm.em
      .fork()
      .getConnection()
      .execute<{ n: number }[]>("select count(*)::int as n from activity_log where action = 'sign_in_failed' and label = 'parallel'");
    expect(failed?.n).toBe(statuses.filter((s) => s === 401).length);
  });

  it('REST and GraphQL share one budget: switching transport buys no attempts', async () => {
    await createAdmin('switcher');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await restLogin('switcher', 'guess')).status);
      const g = await graphqlLogin('switcher', 'guess');
      statuses.push(g.errors?.[0]?.extensions?.code === 'RATE_LIMITED' ? 429 : 401);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(loginRules.addressAccount.limit);
    expect(statuses.slice(loginRules.addressAccount.limit).every((s) => s === 429)).toBe(true);
  });

  it('a spoofed X-Forwarded-For gets no fresh budget (TRUST_PROXY unset)', async () => {
    await createAdmin('spoofed');
    for (let i = 0; i < loginRules.addressAccount.limit; i++) expect((await restLogin('spoofed', 'guess')).status).toBe(401);
    for (const ip of ['203.0.113.1', '198.51.100.2', '2001:db8::1']) {
      expect((await restLogin('spoofed', 'guess', {}, { 'x-forwarded-for': ip, 'x-real-ip': ip, forwarded: `for=${ip}` })).status).toBe(429);
    }
  });

  it('a browser that signed in before keeps signing in while others guess at the account from its address', async () => {
    const password = await createAdmin('office');
    const first = await restLogin('office', password);
    expect(first.status).toBe(200);
    const device = first.body.device_token as string;
    // An attacker at the office's address (or anywhere) burns the account's budget.
    await Promise.all(Array.from({ length: 12 }, () => restLogin('office', 'attacker-guess')));
    expect((await restLogin('office', password)).status).toBe(429);
    // The office's browser sends its device token: its own budget, untouched.
    const again = await restLogin('office', password, { device_token: device });
    expect(again.status).toBe(200);
    // A device token is bound to its account: it does not open another account's budget.
    await createAdmin('other-account');
    for (let i = 0; i < loginRules.addressAccount.limit; i++) await restLogin('other-account', 'guess');
    expect((await restLogin('other-account', 'a-strong-password-1', { device_token: device })).status).toBe(429);
    // A forged device token is ignored (the normal budget applies).
    expect((await restLogin('office', password, { device_token: `${device.slice(0, -4)}AAAA` })).status).toBe(429);
  });

  it('per account from many addresses: after the free attempts, each further one waits a growing delay', async () => {
    await createAdmin('spray-target');
    // Different addresses: the per-address buckets never fill, the per-account one does.
    const throttled = await startHarness({ TRUST_PROXY: 'loopback' });
    try {
      const { hashPassword } = await import('@northrock/core/admin');
      const em = throttled.orm.em.fork();
      em.persist(
        em.create(AdminUser, {
          username: 'spray-target',
          password_hash: await hashPassword('a-strong-password-1'),
          default_password: false,
          password_changed_at: null,
          totp_secret: null,
          totp_pending_secret: null,
          totp_enabled_at: null,
          totp_last_step: null,
        }),
      );
      await em.flush();
      const from = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i}` });
      const call = (i: number) => throttled.call('POST', '/api/admin/login', { body: { username: 'spray-target', password: 'guess' }, headers: from(i) });
      const statuses: number[] = [];
      for (let i = 0; i < FREE_ACCOUNT_ATTEMPTS; i++) statuses.push((await call(i)).status);
      expect(statuses.every((s) => s === 401)).toBe(true);
      // Past the free attempts, one attempt per delay window is evaluated: of a parallel burst,
      // one takes the window's gate (two if the burst straddles the 1 s window's end).
      const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => call(100 + i)));
      const evaluated = burst.filter((r) => r.status === 401).length;
      expect(evaluated).toBeGreaterThanOrEqual(1);
      expect(evaluated).toBeLessThanOrEqual(2);
      const refused = burst.find((r) => r.status === 429)!;
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      // The delays grow with each evaluated attempt: the next window is at least 2 s.
      await new Promise((r) => setTimeout(r, 2_100));
      const after = await Promise.all(Array.from({ length: 6 }, (_, i) => call(120 + i)));
      expect(after.filter((r) => r.status === 401).length).toBeGreaterThanOrEqual(1);
      const waits = after.filter((r) => r.status === 429).map((r) => Number(r.headers.get('retry-after')));
      expect(waits.length).toBeGreaterThan(0);
      expect(Math.max(...waits)).toBeGreaterThanOrEqual(2);
    } finally {
      await throttled.close();
    }
  });

  it('keys IPv6 clients by their /64 and IPv4-mapped addresses as IPv4', () => {
    const ip = (addr: string) => clientIp({ ip: addr, socket: {} } as unknown as Request);
    expect(ip('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(ip('2001:db8:1:2:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
    expect(ip('2001:db8:1:3::1')).not.toBe(ip('2001:db8:1:2::1'));
    expect(ip('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(ip('192.0.2.7')).toBe('192.0.2.7');
    expect(ip('not an address')).toBe('unknown');
  });
});

describe('the login hint', () => {
  it('never shows a configured ADMIN_PASSWORD, over REST or GraphQL', async () => {
    const configured = await startHarness({ ADMIN_PASSWORD: 'a-real-secret-from-the-operator' });
    try {
      expect((await configured.call('GET', '/api/auth/login-hint')).body).toEqual({ default_credentials: null });
      const g = await gql(configured, '{ loginHint { default_credentials { username password } } }');
      expect(g.data.loginHint.default_credentials).toBeNull();
      const token = await configured.login('admin', 'a-real-secret-from-the-operator');
      expect((await configured.call('GET', '/api/admin/me', { token })).body).toMatchObject({ default_password: false });
    } finally {
      await configured.close();
    }
  });

  it('is hidden for an account flagged by an older seed whose password is not the documented default', async () => {
    const legacy = await startHarness({ ADMIN_PASSWORD: 'operator-chosen-secret' });
    try {
      await legacy.orm.em.fork().nativeUpdate(AdminUser, { username: 'admin' }, { default_password: true });
      expect((await legacy.call('GET', '/api/auth/login-hint')).body).toEqual({ default_credentials: null });
    } finally {
      await legacy.close();
    }
  });

  it('shows the documented default while it is in use', async () => {
    expect((await h.call('GET', '/api/auth/login-hint')).body).toEqual({
      default_credentials: { username: 'admin', password: 'northrock-admin' },
    });
  });
});

describe('production with the documented default password', () => {
  it('signs in but refuses everything except me, password change and logout until the password is changed', async () => {
    const prod = await startHarness({ NODE_ENV: 'production' });
    try {
      const token = await prod.login();
      const me = await prod.call('GET', '/api/admin/me', { token });
      expect(me.body).toMatchObject({ default_password: true, password_change_required: true });
      const refused = await prod.call('GET', '/api/admin/dashboard-stats', { token });
      expect(refused.status).toBe(403);
      expect(refused.body.detail).toMatch(/default password must be changed/);
      const gqlRefused = await gql(prod, '{ dashboardStats { services } }', undefined, token);
      expect(gqlRefused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await gql(prod, '{ me { password_change_required } }', undefined, token)).data.me.password_change_required).toBe(true);

      const changed = await prod.call('PUT', '/api/admin/password', {
        token,
        body: { current_password: 'northrock-admin', new_password: 'a-production-password' },
      });
      expect(changed.status).toBe(200);
      expect((await prod.call('GET', '/api/admin/dashboard-stats', { token })).status).toBe(200);
      expect((await prod.call('GET', '/api/auth/login-hint')).body).toEqual({ default_credentials: null });
    } finally {
      await prod.close();
    }
  });
});
