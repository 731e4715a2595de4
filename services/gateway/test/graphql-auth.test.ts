import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { codesOf, forgeToken, gql, gqlOk, operationFor, rootFields } from './graphql-helpers';
import type { Harness } from './harness';
import { publicMutations, publicQueries } from './support/public-operations';
import { signedInHarness } from './support/signed-in-harness';

/** Every admin operation needs a valid session; signing in, changing the password and signing out over GraphQL. */

let h: Harness;
let token: string;
signedInHarness((harness, adminToken) => ([h, token] = [harness, adminToken]));

describe('every admin operation needs a valid bearer token', () => {
  const adminOps = [
    ...rootFields('query')
      .filter((f) => !publicQueries.has(f.name))
      .map((f) => [f.name, operationFor('query', f)] as const),
    ...rootFields('mutation')
      .filter((f) => !publicMutations.has(f.name))
      .map((f) => [f.name, operationFor('mutation', f)] as const),
  ];

  it('covers the admin operations of the contract', () => {
    const names = adminOps.map(([name]) => name);
    for (const name of [
      'dashboardStats',
      'me',
      'adminServices',
      'contacts',
      'logout',
      'changePassword',
      'createService',
      'updateVideoReel',
      'deleteBlogPost',
      'updateSiteSettings',
      'setContactStatus',
    ]) {
      expect(names).toContain(name);
    }
  });

  let expired: string;
  let badSignature: string;
  let loggedOut: string;
  beforeAll(async () => {
    const claims = decodeJwt(await h.login());
    expired = await forgeToken({ sid: claims.sid, sub: claims.sub }, { exp: Math.floor(Date.now() / 1000) - 60 });
    badSignature = await forgeToken({ sid: claims.sid, sub: claims.sub }, { secret: 'another-secret-0123456789-0123456789-xyz' });
    loggedOut = await h.login();
    expect((await gqlOk(h, 'mutation { logout }', undefined, loggedOut)).logout).toBe(true);
  });

  it.each(adminOps)('%s', async (_name, document) => {
    const before = await gqlOk(h, '{ dashboardStats { services projects blog_posts new_contacts } }', undefined, token);
    for (const [what, bad] of [
      ['missing', undefined],
      ['expired', expired],
      ['bad signature', badSignature],
      ['logged out', loggedOut],
    ] as const) {
      const res = await gql(h, document, undefined, bad);
      expect(codesOf(res), `${what}: ${JSON.stringify(res.errors)}`).toEqual(['UNAUTHENTICATED']);
      // A field that may be null answers null; nothing else comes back.
      expect(
        Object.values(res.data ?? {}).every((v) => v === null),
        JSON.stringify(res.data),
      ).toBe(true);
      expect(res.errors![0]!.message).toMatch(/not authenticated|expired|invalid token|session ended/i);
    }
    // Nothing was written on the way.
    expect(await gqlOk(h, '{ dashboardStats { services projects blog_posts new_contacts } }', undefined, token)).toEqual(before);
  });

  it('names why: missing, expired, bad signature, ended session', async () => {
    const message = async (t?: string) => (await gql(h, '{ me { username } }', undefined, t)).errors![0]!.message;
    expect(await message(undefined)).toBe('Not authenticated');
    expect(await message(expired)).toBe('Session expired');
    expect(await message(badSignature)).toBe('Invalid token');
    expect(await message(loggedOut)).toBe('Session ended');
  });

  it('a public field beside an admin one still answers', async () => {
    const res = await gql(h, '{ siteSettings { company_name } me { username } }');
    expect(codesOf(res)).toEqual(['UNAUTHENTICATED']);
    // `me` is non-null, so the whole data is null: the client sends admin fields in admin operations only.
    expect(res.data).toBeNull();
  });
});

describe('admin session', () => {
  it('login, me, changePassword, logout', async () => {
    const bad = await gql(h, 'mutation { login(input: { username: "admin", password: "wrong" }) { access_token } }');
    expect(codesOf(bad)).toEqual(['UNAUTHENTICATED']);
    expect(bad.errors![0]!.message).toBe('Invalid username or password');
    const missing = await gql(h, 'mutation { login(input: { username: "admin", password: "" }) { access_token } }');
    expect(missing.errors![0]!.extensions!.errors).toEqual([{ field: 'password', message: 'Password is required' }]);

    const session = (await gqlOk(h, 'mutation { login(input: { username: "admin", password: "northrock-admin" }) { access_token username expires_in } }'))
      .login;
    expect(session).toMatchObject({ username: 'admin', expires_in: 8 * 3600 });
    const other = await h.login();
    expect((await gqlOk(h, '{ me { username default_password } }', undefined, session.access_token)).me).toEqual({ username: 'admin', default_password: true });

    expect(
      (
        await gqlOk(
          h,
          'mutation { changePassword(input: { current_password: "northrock-admin", new_password: "a-much-longer-password" }) }',
          undefined,
          session.access_token,
        )
      ).changePassword,
    ).toBe(true);
    // The password change ended every other session, and the login screen stops showing the default.
    expect(codesOf(await gql(h, '{ me { username } }', undefined, other))).toEqual(['UNAUTHENTICATED']);
    expect((await gqlOk(h, '{ loginHint { default_credentials { username } } }')).loginHint.default_credentials).toBeNull();
    expect((await gqlOk(h, '{ me { default_password } }', undefined, session.access_token)).me.default_password).toBe(false);

    expect((await gqlOk(h, 'mutation { logout }', undefined, session.access_token)).logout).toBe(true);
    expect(codesOf(await gql(h, '{ me { username } }', undefined, session.access_token))).toEqual(['UNAUTHENTICATED']);
    token = await h.login('admin', 'a-much-longer-password');
  });

  it('repeated failed logins answer RATE_LIMITED with a retry time', async () => {
    const attempt = () => gql(h, 'mutation { login(input: { username: "intruder", password: "guess" }) { access_token } }');
    for (let i = 0; i < 5; i++) expect(codesOf(await attempt())).toEqual(['UNAUTHENTICATED']);
    const blocked = await attempt();
    expect(codesOf(blocked)).toEqual(['RATE_LIMITED']);
    expect(blocked.errors![0]!.extensions!.retryAfterSeconds).toBeGreaterThan(0);
  });
});
