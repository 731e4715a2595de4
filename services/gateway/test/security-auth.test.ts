import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminUser, FREE_ACCOUNT_ATTEMPTS, loginRules } from '@northrock/core/admin';
import { totpCode } from '@northrock/core/platform';
import type { Request } from 'express';
import { clientIp } from '../src/http/rest';
import { gql } from './graphql-helpers';
import { startHarness, type Harness } from './harness';

/**
 * Sign-in throttling, the login hint, the production password change and two-factor sign-in
 * (docs/security.md), tried the way an attacker would: in parallel, across transports, with
 * spoofed headers.
 */

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const restLogin = (username: string, password: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  h.call('POST', '/api/admin/login', { body: { username, password, ...extra }, headers });
const graphqlLogin = (username: string, password: string) =>
  gql(h, 'mutation($input: LoginInput!) { login(input: $input) { access_token } }', { input: { username, password } });

async function createAdmin(username: string, password = 'a-strong-password-1') {
  const { hashPassword } = await import('@northrock/core/admin');
  const em = h.orm.em.fork();
  em.persist(
    em.create(AdminUser, {
      username,
      password_hash: await hashPassword(password),
      default_password: false,
      password_changed_at: null,
      totp_secret: null,
      totp_pending_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
    }),
  );
  await em.flush();
  return password;
}

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

describe('two-factor sign-in (TOTP)', () => {
  const password = 'two-factor-password';
  let secret: string;
  let recovery: string[];

  it('enrols from Settings: password, QR code, a first code; recovery codes once; every other session ends', async () => {
    await createAdmin('mfa-user', password);
    const mine = (await restLogin('mfa-user', password)).body.access_token as string;
    const other = (await restLogin('mfa-user', password)).body.access_token as string;

    const wrongPassword = await h.call('POST', '/api/admin/mfa/setup', { token: mine, body: { current_password: 'nope' } });
    expect(wrongPassword.status).toBe(422);
    const setup = await h.call('POST', '/api/admin/mfa/setup', { token: mine, body: { current_password: password } });
    expect(setup.status).toBe(200);
    expect(setup.body.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(setup.body.otpauth_url).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    secret = setup.body.secret;
    // The secret is stored sealed, never as typed into an app.
    const stored = await h.orm.em.fork().findOneOrFail(AdminUser, { username: 'mfa-user' });
    expect(stored.totp_pending_secret).not.toContain(secret);

    expect((await h.call('POST', '/api/admin/mfa/enable', { token: mine, body: { code: '000000' } })).status).toBe(422);
    const enabled = await h.call('POST', '/api/admin/mfa/enable', { token: mine, body: { code: await totpCode(secret) } });
    expect(enabled.status).toBe(200);
    recovery = enabled.body.recovery_codes;
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);

    expect((await h.call('GET', '/api/admin/me', { token: mine })).body.mfa_enabled).toBe(true);
    expect((await h.call('GET', '/api/admin/me', { token: other })).status).toBe(401);
    // Never handed out again.
    expect(JSON.stringify((await h.call('GET', '/api/admin/me', { token: mine })).body)).not.toContain(secret);
  });

  it('requires the code at sign-in; a code works once; recovery codes work once', async () => {
    const missing = await restLogin('mfa-user', password);
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([{ field: 'code', message: expect.stringMatching(/code/) }]);
    const wrongPassword = await restLogin('mfa-user', 'nope', { code: '123456' });
    expect(wrongPassword.status).toBe(401);

    // The enrolment already used the current step; the next step's code signs in once.
    const next = await totpCode(secret, Math.floor(Date.now() / 1000) + 30);
    const ok = await restLogin('mfa-user', password, { code: next });
    expect(ok.status).toBe(200);
    const replay = await restLogin('mfa-user', password, { code: next });
    expect(replay.status).toBe(422);

    const withRecovery = await restLogin('mfa-user', password, { code: recovery[0]!.toUpperCase() });
    expect(withRecovery.status).toBe(200);
    expect((await restLogin('mfa-user', password, { code: recovery[0] })).status).toBe(422);
    // Over GraphQL the same rule.
    const g = await gql(h, 'mutation($input: LoginInput!) { login(input: $input) { access_token } }', {
      input: { username: 'mfa-user', password, code: recovery[1] },
    });
    expect(decodeJwt(g.data.login.access_token).sub).toBeTruthy();
  });

  it('guessing codes is throttled like passwords', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await restLogin('mfa-user', password, { code: String(100000 + i) })).status);
    expect(statuses.filter((s) => s === 422).length).toBeLessThanOrEqual(loginRules.addressAccount.limit);
    expect(statuses.at(-1)).toBe(429);
  });

  it('turning it off needs the password and a code, and ends every other session', async () => {
    const device = await startHarness();
    try {
      await device.call('POST', '/api/admin/login', { body: { username: 'admin', password: 'northrock-admin' } });
      const mine = await device.login();
      const other = await device.login();
      const setup = await device.call('POST', '/api/admin/mfa/setup', { token: mine, body: { current_password: 'northrock-admin' } });
      const enabled = await device.call('POST', '/api/admin/mfa/enable', { token: mine, body: { code: await totpCode(setup.body.secret) } });
      const codes = enabled.body.recovery_codes as string[];
      const third = await device.call('POST', '/api/admin/login', {
        body: { username: 'admin', password: 'northrock-admin', code: codes[0] },
      });
      expect(third.status).toBe(200);
      const noCode = await device.call('POST', '/api/admin/mfa/disable', { token: mine, body: { current_password: 'northrock-admin' } });
      expect(noCode.status).toBe(422);
      const off = await device.call('POST', '/api/admin/mfa/disable', {
        token: mine,
        body: { current_password: 'northrock-admin', code: codes[1] },
      });
      expect(off.status).toBe(200);
      expect((await device.call('GET', '/api/admin/me', { token: mine })).body.mfa_enabled).toBe(false);
      expect((await device.call('GET', '/api/admin/me', { token: other })).status).toBe(401);
      expect((await device.call('GET', '/api/admin/me', { token: third.body.access_token })).status).toBe(401);
      expect((await device.call('POST', '/api/admin/login', { body: { username: 'admin', password: 'northrock-admin' } })).status).toBe(200);
    } finally {
      await device.close();
    }
  });
});
