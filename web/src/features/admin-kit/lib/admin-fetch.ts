import { endAdminSession, getAdminToken } from './admin-session';
import { RestError, type FieldError } from './server-error';

/**
 * A REST call with the admin's bearer token (uploads, CSV export: what GraphQL does not
 * carry). A 401 ends the session like a GraphQL UNAUTHENTICATED does; any other failure throws
 * a RestError holding the server's `detail`.
 */
export async function adminFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = getAdminToken();
  if (token) headers.set('authorization', `Bearer ${token}`);
  const res = await fetch(path, { ...init, headers });
  if (res.ok) return res;
  if (res.status === 401) endAdminSession();
  let body: { detail?: unknown; errors?: unknown } = {};
  try {
    body = (await res.json()) as typeof body;
  } catch {
    // not JSON: no detail to show
  }
  throw new RestError(res.status, typeof body.detail === 'string' ? body.detail : undefined, Array.isArray(body.errors) ? (body.errors as FieldError[]) : []);
}
