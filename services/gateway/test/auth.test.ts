import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminSession } from '@northrock/core/admin';
import { startHarness, TEST_JWT_SECRET, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const key = (secret: string) => new TextEncoder().encode(secret);

async function forge(claims: Record<string, unknown>, opts: { secret?: string; exp?: number; alg?: string } = {}) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: opts.alg ?? 'HS256' })
    .setSubject(String(claims.sub ?? '1'))
    .setIssuer('northrock')
    .setAudience('northrock-admin')
    .setIssuedAt()
    .setExpirationTime(opts.exp ?? Math.floor(Date.now() / 1000) + 600)
    .sign(key(opts.secret ?? TEST_JWT_SECRET));
}

describe('POST /api/admin/login', () => {
  it('returns a short-lived bearer token for the default credentials', async () => {
    const res = await h.call('POST', '/api/admin/login', { body: { username: 'admin', password: 'northrock-admin' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token_type: 'bearer', username: 'admin', access_token: expect.any(String) });
    const claims = decodeJwt(res.body.access_token);
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(8 * 3600);
    expect(claims.sid).toEqual(expect.any(String));
  });

  it('refuses a wrong password or unknown user with 401 and the same message', async () => {
    const wrong = await h.call('POST', '/api/admin/login', { body: { username: 'admin', password: 'nope' } });
    const unknown = await h.call('POST', '/api/admin/login', { body: { username: 'ghost', password: 'nope' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.detail).toBe(unknown.body.detail);
  });

  it('requires both fields', async () => {
    const res = await h.call('POST', '/api/admin/login', { body: { username: 'admin' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'password', message: 'Password is required' }]);
  });

  it('refuses repeated failures for one account with 429, whatever the client sends', async () => {
    const attempt = (headers: Record<string, string> = {}) => h.call('POST', '/api/admin/login', { body: { username: 'Victim', password: 'guess' }, headers });
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(401);
    // Spoofed forwarding headers and a re-cased username do not reset the counter.
    const blocked = await attempt({ 'x-forwarded-for': '203.0.113.9' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const recased = await h.call('POST', '/api/admin/login', { body: { username: ' victim ', password: 'guess' } });
    expect(recased.status).toBe(429);
    // Another account from the same address is not locked by it.
    expect((await h.call('POST', '/api/admin/login', { body: { username: 'admin', password: 'northrock-admin' } })).status).toBe(200);
  });
});

describe('admin calls verify the token', () => {
  it.each([
    ['missing', undefined],
    ['malformed', 'Bearer not.a.jwt'],
    ['not bearer', 'Basic YWRtaW46bm9ydGhyb2NrLWFkbWlu'],
  ])('%s token answers 401', async (_name, header) => {
    const res = await h.call('GET', '/api/admin/dashboard-stats', { headers: header ? { authorization: header } : {} });
    expect(res.status).toBe(401);
    expect(res.body.detail).toBeTruthy();
  });

  it('a token signed with another key answers 401', async () => {
    const valid = decodeJwt(await h.login());
    const forged = await forge({ sid: valid.sid, sub: valid.sub }, { secret: 'another-secret-0123456789-0123456789-xyz' });
    expect((await h.call('GET', '/api/admin/dashboard-stats', { token: forged })).status).toBe(401);
  });

  it('an expired token answers 401 even with a live session', async () => {
    const valid = decodeJwt(await h.login());
    const expired = await forge({ sid: valid.sid, sub: valid.sub }, { exp: Math.floor(Date.now() / 1000) - 10 });
    const res = await h.call('GET', '/api/admin/dashboard-stats', { token: expired });
    expect(res.status).toBe(401);
    expect(res.body.detail).toBe('Session expired');
  });

  it('an unsigned (alg none) token answers 401', async () => {
    const valid = decodeJwt(await h.login());
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(JSON.stringify(valid)).toString('base64url');
    expect((await h.call('GET', '/api/admin/dashboard-stats', { token: `${header}.${body}.` })).status).toBe(401);
  });

  it('a token whose session row is gone or expired answers 401', async () => {
    const token = await h.login();
    const { sid } = decodeJwt(token);
    await h.orm.em.fork().nativeUpdate(AdminSession, { id: sid as string }, { expires_at: new Date(Date.now() - 1000) });
    expect((await h.call('GET', '/api/admin/dashboard-stats', { token })).status).toBe(401);
  });
});

describe('session rows', () => {
  it('are removed a day after they end, at the next login', async () => {
    const { sid: old } = decodeJwt(await h.login());
    const { sid: recent } = decodeJwt(await h.login());
    const em = h.orm.em.fork();
    await em.nativeUpdate(AdminSession, { id: old as string }, { expires_at: new Date(Date.now() - 25 * 3600 * 1000) });
    await em.nativeUpdate(AdminSession, { id: recent as string }, { expires_at: new Date(Date.now() - 3600 * 1000) });
    await h.login();
    const left = await h.orm.em.fork().find(AdminSession, { id: { $in: [old as string, recent as string] } });
    expect(left.map((s) => s.id)).toEqual([recent]);
  });
});

describe('logout and password change end sessions on the server', () => {
  it('logout makes a copied token stop working', async () => {
    const token = await h.login();
    expect((await h.call('GET', '/api/admin/me', { token })).status).toBe(200);
    const out = await h.call('POST', '/api/admin/logout', { token });
    expect(out.status).toBe(200);
    expect(out.body.message).toBe('Logged out successfully');
    expect((await h.call('GET', '/api/admin/me', { token })).status).toBe(401);
  });

  it('changing the password needs the current one, ends other sessions and hides the default credentials', async () => {
    const hint = await h.call('GET', '/api/auth/login-hint');
    expect(hint.body).toEqual({ default_credentials: { username: 'admin', password: 'northrock-admin' } });

    const mine = await h.login();
    const other = await h.login();
    const wrong = await h.call('PUT', '/api/admin/password', { token: mine, body: { current_password: 'bad', new_password: 'a-much-better-password' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0].field).toBe('current_password');
    const short = await h.call('PUT', '/api/admin/password', { token: mine, body: { current_password: 'northrock-admin', new_password: 'short' } });
    expect(short.status).toBe(422);

    const ok = await h.call('PUT', '/api/admin/password', {
      token: mine,
      body: { current_password: 'northrock-admin', new_password: 'a-much-better-password' },
    });
    expect(ok.status).toBe(200);
    expect((await h.call('GET', '/api/admin/me', { token: mine })).status).toBe(200);
    expect((await h.call('GET', '/api/admin/me', { token: other })).status).toBe(401);
    expect((await h.call('GET', '/api/auth/login-hint')).body).toEqual({ default_credentials: null });
    expect((await h.call('POST', '/api/admin/login', { body: { username: 'admin', password: 'northrock-admin' } })).status).toBe(401);
    expect((await h.call('POST', '/api/admin/login', { body: { username: 'admin', password: 'a-much-better-password' } })).status).toBe(200);
  });
});

describe('production headers', () => {
  it('sends HSTS for one year when NODE_ENV=production', async () => {
    const prod = await startHarness({ NODE_ENV: 'production' });
    try {
      const res = await prod.call('GET', '/api/health');
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await prod.close();
    }
  });
});
