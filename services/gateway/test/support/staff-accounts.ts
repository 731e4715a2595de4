import type { Harness } from '../harness';

const TEMPORARY = 'temporary-pass-2026';

/**
 * A colleague's account added by the admin over REST, signed in with its own password set
 * (the temporary one changed): its id and a settled token.
 */
export async function addAccount(
  h: Harness,
  adminToken: string,
  username: string,
  role: 'admin' | 'estimator',
  email: string | null = null,
): Promise<{ id: number; token: string }> {
  const created = await h.call('POST', '/api/admin/accounts', { token: adminToken, body: { username, temporary_password: TEMPORARY, role, email } });
  if (created.status !== 201) throw new Error(`account ${username}: ${created.status} ${JSON.stringify(created.body)}`);
  const token = await h.login(username, TEMPORARY);
  const changed = await h.call('PUT', '/api/admin/password', { token, body: { current_password: TEMPORARY, new_password: `${username}-own-password-1` } });
  if (changed.status !== 200) throw new Error(`password of ${username}: ${changed.status}`);
  return { id: created.body.id as number, token };
}

let sent = 0;
/** Sends a lead over the public REST form, as a homeowner would; answers its id. */
export async function sendLead(h: Harness, city: string, name = `Homeowner ${++sent}`): Promise<number> {
  const res = await h.call('POST', '/api/contact', {
    body: { name, email: 'home@example.com', phone: '705 555 0199', city, subject: 'Wet basement', message: 'Water after rain.' },
  });
  if (res.status !== 201) throw new Error(`lead: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as number;
}
