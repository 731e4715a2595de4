import { AdminUser, hashPassword } from '@northrock/core/admin';
import { gql } from '../graphql-helpers';
import type { Harness } from '../harness';

/** Signing in over REST and GraphQL, and extra admin accounts to sign in as, on the file's gateway. */
export function signInHelpers(gateway: () => Harness) {
  const restLogin = (username: string, password: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    gateway().call('POST', '/api/admin/login', { body: { username, password, ...extra }, headers });
  const graphqlLogin = (username: string, password: string) =>
    gql(gateway(), 'mutation($input: LoginInput!) { login(input: $input) { access_token } }', { input: { username, password } });

  async function createAdmin(username: string, password = 'a-strong-password-1') {
    const em = gateway().orm.em.fork();
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

  return { restLogin, graphqlLogin, createAdmin };
}
