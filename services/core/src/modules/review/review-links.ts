import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** How long a review link works after its e-mail went. */
const REVIEW_LINK_TTL_MS = 60 * 24 * 60 * 60 * 1000;

/** The hash the unsubscribe list keeps of an address (trimmed, lower-case): stable across secret rotations. */
export function addressHash(address: string): string {
  return createHash('sha256').update(`northrock unsubscribe v1\n${address.trim().toLowerCase()}`).digest('hex');
}

type ReviewLinkVerdict = { ok: true; requestUid: string } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * The signed links of the e-mails to homeowners (docs/security.md, "Signed links"): each with a
 * key of its own derived from the server secret. A review link names its request and when it
 * expires; an unsubscribe link names only the hash of the address (it never expires: RFC 8058
 * asks that it keep working).
 */
export interface ReviewLinks {
  reviewToken(requestUid: string, issuedAt: Date): string;
  checkReviewToken(token: string, now?: Date): ReviewLinkVerdict;
  unsubscribeToken(address: string): string;
  /** The address hash of a genuine token, else null. */
  checkUnsubscribeToken(token: string): string | null;
}

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export function createReviewLinks(secret: string | Uint8Array): ReviewLinks {
  const key = (purpose: string) => createHmac('sha256', secret).update(`northrock ${purpose} link v1`).digest();
  const reviewKey = key('review');
  const unsubscribeKey = key('unsubscribe');
  const mac = (k: Buffer, text: string) => createHmac('sha256', k).update(text).digest('base64url');
  return {
    reviewToken(requestUid, issuedAt) {
      const expires = Math.floor((issuedAt.getTime() + REVIEW_LINK_TTL_MS) / 1000).toString(36);
      return `${requestUid}.${expires}.${mac(reviewKey, `${requestUid}\n${expires}`)}`;
    },
    checkReviewToken(token, now = new Date()) {
      const m = /^([0-9a-f-]{36})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!m || !same(m[3]!, mac(reviewKey, `${m[1]}\n${m[2]}`))) return { ok: false, reason: 'invalid' };
      if (parseInt(m[2]!, 36) * 1000 < now.getTime()) return { ok: false, reason: 'expired' };
      return { ok: true, requestUid: m[1]! };
    },
    unsubscribeToken(address) {
      const hash = addressHash(address);
      return `${hash}.${mac(unsubscribeKey, hash)}`;
    },
    checkUnsubscribeToken(token) {
      const m = /^([0-9a-f]{64})\.([A-Za-z0-9_-]{43})$/.exec(token);
      return m && same(m[2]!, mac(unsubscribeKey, m[1]!)) ? m[1]! : null;
    },
  };
}
