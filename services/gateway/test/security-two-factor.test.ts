import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminUser, loginRules } from '@northrock/core/admin';
import { totpCode } from '@northrock/core/platform';
import { gql } from './graphql-helpers';
import { startHarness, type Harness } from './harness';
import { signInHelpers } from './support/sign-in';

/** Two-factor sign-in (docs/security.md): enrolment, codes at sign-in, recovery codes, turning it off. */

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const { restLogin, createAdmin } = signInHelpers(() => h);

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
