import { generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/**
 * Time-based one-time passwords (RFC 6238: HMAC-SHA1, 6 digits, 30 s), the defaults every
 * authenticator app reads from an `otpauth://` QR code.
 */

/** A new random secret (160 bits), base32 as authenticator apps expect. */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The `otpauth://totp/...` address an authenticator app reads from the QR code. */
export function totpUri(secret: string, issuer: string, account: string): string {
  return generateURI({ issuer, label: account, secret });
}

/** The QR code of `text` as an SVG document (shown as an image: no script, no external fetch). */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/**
 * Checks `token` against `secret`, one step either side for clock drift. A step at or before
 * `afterTimeStep` (the last one accepted) is refused, so a seen code cannot be replayed.
 */
export async function checkTotp(secret: string, token: string, afterTimeStep?: number | null): Promise<{ valid: boolean; timeStep?: number }> {
  if (!/^\d{6}$/.test(token)) return { valid: false };
  const result = await verify({
    secret,
    token,
    epochTolerance: 30,
    ...(afterTimeStep !== null && afterTimeStep !== undefined ? { afterTimeStep } : {}),
  }).catch(() => ({ valid: false as const }));
  return result.valid ? { valid: true, timeStep: (result as { timeStep?: number }).timeStep } : { valid: false };
}

/** The current code (tests, and the enrolment check of a client). */
export function totpCode(secret: string, epochSeconds?: number): Promise<string> {
  return generate({ secret, ...(epochSeconds !== undefined ? { epoch: epochSeconds } : {}) });
}
