import { createHmac, timingSafeEqual } from 'node:crypto';

/** A person needs longer than this to fill in the contact form; scripts post at once. */
const MIN_FILL_MS = 3000;
/** An older token proves nothing either way (a tab left open over the weekend): treated as absent. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

type FormTokenVerdict = 'ok' | 'too_fast' | 'invalid';

/**
 * The signed render time of the contact form: `<ms since epoch>.<HMAC>`, with a key of its own
 * derived from the server secret. The page carries it in a hidden field; a lead that
 * arrives less than 3 seconds after the page was rendered was not typed by a person.
 */
export interface FormTokens {
  issue(now?: number): string;
  check(token: string, now?: number): FormTokenVerdict;
}

export function createFormTokens(secret: string | Uint8Array): FormTokens {
  const key = createHmac('sha256', secret).update('northrock contact form render time v1').digest();
  const mac = (ms: string) => createHmac('sha256', key).update(`contact-form\n${ms}`).digest('base64url');
  return {
    issue: (now = Date.now()) => `${now}.${mac(String(now))}`,
    check(token, now = Date.now()) {
      const m = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!m) return 'invalid';
      const expected = Buffer.from(mac(m[1]!));
      const given = Buffer.from(m[2]!);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
      const age = now - Number(m[1]);
      if (age > MAX_AGE_MS) return 'ok';
      return age < MIN_FILL_MS ? 'too_fast' : 'ok';
    },
  };
}
