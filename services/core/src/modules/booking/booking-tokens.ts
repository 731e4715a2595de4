import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../platform/errors';

/**
 * The signed links of booking (docs/admin.md, "Bookings and the calendar"): a booking token
 * lets its holder pick a slot for one lead until the end of the booking horizon; a visit token
 * lets its holder see, move or cancel one visit until a day after it starts. Each is
 * `<kind>.<id>.<expiry in seconds>.<HMAC>` with a key of its own derived from the server secret:
 * a changed character is refused, and nothing is kept on the server.
 */
export interface BookingTokens {
  /** "Pick a slot for this lead", valid until `expires`. */
  bookingToken(leadId: number, expires: Date): string;
  /** "Move or cancel this visit", valid until `expires`. */
  visitToken(visitId: string, expires: Date): string;
  /** The lead a booking token names; 404 when tampered with, 410 when expired. */
  readBookingToken(token: string, now?: Date): number;
  /** The visit a visit token names; 404 when tampered with, 410 when expired. */
  readVisitToken(token: string, now?: Date): string;
}

const shapes = { b: /^b\.([1-9]\d{0,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/, v: /^v\.([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/ } as const;

export function createBookingTokens(secret: string | Uint8Array): BookingTokens {
  const key = createHmac('sha256', secret).update('northrock booking links v1').digest();
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  const issue = (kind: 'b' | 'v', id: string, expires: Date) => {
    const body = `${kind}.${id}.${Math.floor(expires.getTime() / 1000)}`;
    return `${body}.${mac(body)}`;
  };
  const read = (kind: 'b' | 'v', token: string, now: Date): string => {
    const m = shapes[kind].exec(typeof token === 'string' ? token : '');
    const what = kind === 'b' ? 'This booking link' : 'This visit link';
    if (!m) throw new AppError('NOT_FOUND', `${what} is not valid: ask us for a new one`);
    const expected = Buffer.from(mac(`${kind}.${m[1]}.${m[2]}`));
    const given = Buffer.from(m[3]!);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new AppError('NOT_FOUND', `${what} is not valid: ask us for a new one`);
    if (Number(m[2]) * 1000 <= now.getTime()) throw new AppError('GONE', `${what} has expired: ask us for a new one`);
    return m[1]!;
  };
  return {
    bookingToken: (leadId, expires) => issue('b', String(leadId), expires),
    visitToken: (visitId, expires) => issue('v', visitId, expires),
    readBookingToken: (token, now = new Date()) => Number(read('b', token, now)),
    readVisitToken: (token, now = new Date()) => read('v', token, now),
  };
}
