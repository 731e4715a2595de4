/**
 * The admin session as the browser keeps it (docs/product.md §3, §4, §6): `admin_token` and
 * `admin_username` in local storage. The presence of the token alone decides access to
 * admin pages; the server checks it on every call.
 */
const ADMIN_TOKEN_KEY = 'admin_token';
const ADMIN_USERNAME_KEY = 'admin_username';
/**
 * What the server answered at this browser's last sign-in: sent with the next ones, so failed
 * attempts from elsewhere (an attacker at the office's address) never block this browser.
 * Kept across logouts on purpose: it grants nothing but its own budget of attempts.
 */
const ADMIN_DEVICE_KEY = 'admin_device';

/** What the header greets when no username is stored (docs/product.md §2.4). */
const DEFAULT_ADMIN_NAME = 'Admin';

/** Fired on `window` when the server refuses the stored token (docs/product.md, Part 2: back to login). */
export const SESSION_ENDED_EVENT = 'northrock:admin-session-ended';

function storage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}

export function getAdminToken(): string | null {
  return storage()?.getItem(ADMIN_TOKEN_KEY) ?? null;
}

export function getAdminUsername(): string {
  return storage()?.getItem(ADMIN_USERNAME_KEY) || DEFAULT_ADMIN_NAME;
}

export function storeAdminSession(token: string, username: string): void {
  storage()?.setItem(ADMIN_TOKEN_KEY, token);
  storage()?.setItem(ADMIN_USERNAME_KEY, username);
}

export function getDeviceToken(): string | undefined {
  return storage()?.getItem(ADMIN_DEVICE_KEY) || undefined;
}

export function storeDeviceToken(token: string): void {
  storage()?.setItem(ADMIN_DEVICE_KEY, token);
}

export function clearAdminSession(): void {
  storage()?.removeItem(ADMIN_TOKEN_KEY);
  storage()?.removeItem(ADMIN_USERNAME_KEY);
}

/** A 401 / UNAUTHENTICATED from the server: forget the token and tell the admin shell. */
export function endAdminSession(): void {
  clearAdminSession();
  window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
}
