import { createHmac, timingSafeEqual } from 'node:crypto';
import { AdminSession } from '@northrock/core/admin';
import type { Em } from '@northrock/core/platform';

/**
 * Short-lived tokens that let the signed-in admin's browser open things it cannot send a
 * bearer header to (a link, an `<img>`, a page navigation): `<session id>.<expiry>.<mac>`,
 * an HMAC over purpose, subject, session and expiry. A token is good only for its purpose
 * and subject (one original photo, the queue dashboard), until it expires AND while the
 * admin session it was minted in is live, so logging out or changing the password ends it.
 */
export interface LinkSigner {
  sign(purpose: string, subject: string, sessionId: string, ttlSeconds: number): string;
  /** The session id when the token is intact, unexpired and for this purpose and subject. */
  verify(purpose: string, subject: string, token: string | undefined): string | undefined;
}

export function createLinkSigner(secret: string): LinkSigner {
  // A key of its own, derived from the JWT secret: a link token is never a valid JWT key input.
  const key = createHmac('sha256', secret).update('northrock signed links v1').digest();
  const mac = (purpose: string, subject: string, sid: string, exp: number) =>
    createHmac('sha256', key).update(`${purpose}\n${subject}\n${sid}\n${exp}`).digest('base64url');
  return {
    sign(purpose, subject, sessionId, ttlSeconds) {
      const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
      return `${sessionId}.${exp}.${mac(purpose, subject, sessionId, exp)}`;
    },
    verify(purpose, subject, token) {
      const m = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
      if (!m) return undefined;
      const [, sid, expText, given] = m as unknown as [string, string, string, string];
      const exp = Number(expText);
      if (exp * 1000 <= Date.now()) return undefined;
      const expected = Buffer.from(mac(purpose, subject, sid, exp));
      const actual = Buffer.from(given);
      return expected.length === actual.length && timingSafeEqual(expected, actual) ? sid : undefined;
    },
  };
}

/** Whether the admin session behind a link token is still signed in. */
export async function sessionIsLive(em: Em, sessionId: string): Promise<boolean> {
  const session = await em.findOne(AdminSession, { id: sessionId });
  return !!session && !session.revoked_at && session.expires_at > new Date();
}
