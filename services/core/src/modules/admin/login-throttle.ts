import { rateLimited, type RateLimiter, type RateLimitRule } from '../../platform/rate-limit';

/**
 * Sign-in throttling (docs/security.md, "Sign-in throttling"). Every attempt is counted
 * atomically BEFORE the password is checked, in buckets shared by REST and GraphQL:
 *
 * - address + account: 5 per 15 minutes (a guesser at one address gets 5 tries per account);
 * - address: 30 per 15 minutes (spraying many accounts from one address);
 * - account, from any address: 10 free attempts an hour, then each further attempt waits a
 *   delay that doubles (1 s, 2 s, 4 s ... at most 15 minutes) before it is evaluated;
 * - a browser that signed in before sends its device token instead and has a budget of its
 *   own (5 per 15 minutes), untouched by anyone else's guesses: an office behind one shared
 *   address keeps signing in while an attacker guesses at the same account.
 */
export const loginRules = {
  addressAccount: { limit: 5, windowSeconds: 15 * 60 },
  address: { limit: 30, windowSeconds: 15 * 60 },
  accountAttempts: { limit: 1_000_000, windowSeconds: 60 * 60 },
  accountGate: { limit: 1, windowSeconds: 1 },
  device: { limit: 5, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimitRule>;

/** Attempts per account per hour before the growing delays start. */
export const FREE_ACCOUNT_ATTEMPTS = 10;
const MAX_ACCOUNT_DELAY_SECONDS = 15 * 60;

const MESSAGE = 'Too many failed login attempts. Try again later.';

export interface LoginAttempt {
  account: string;
  /** Normalized client address (IPv6 by /64). */
  address: string;
  /** A device id from a valid device token for this account. */
  deviceId?: string;
}

export function createLoginThrottle(limiter: RateLimiter) {
  return {
    /** Counts the attempt; throws RATE_LIMITED (429 with Retry-After) when it may not be evaluated. */
    async before({ account, address, deviceId }: LoginAttempt): Promise<void> {
      if (deviceId) {
        const device = await limiter.consume('login-device', deviceId, loginRules.device);
        if (!device.allowed) throw rateLimited(device, MESSAGE);
        return;
      }
      const pair = await limiter.consume('login-address-account', `${address}|${account}`, loginRules.addressAccount);
      if (!pair.allowed) throw rateLimited(pair, MESSAGE);
      const byAddress = await limiter.consume('login-address', address, loginRules.address);
      if (!byAddress.allowed) throw rateLimited(byAddress, MESSAGE);
      const attempts = await limiter.consume('login-account', account, loginRules.accountAttempts);
      if (attempts.count > FREE_ACCOUNT_ATTEMPTS) {
        const delay = Math.min(2 ** Math.min(attempts.count - FREE_ACCOUNT_ATTEMPTS - 1, 20), MAX_ACCOUNT_DELAY_SECONDS);
        // One evaluation per delay window: the first attempt in it takes the gate atomically.
        const gate = await limiter.consume('login-account-gate', account, loginRules.accountGate, { windowSeconds: delay });
        if (!gate.allowed) {
          // Only evaluated attempts make the delay grow.
          await limiter.refund('login-account', account, loginRules.accountAttempts);
          throw rateLimited(gate, `${MESSAGE} This account had many failed sign-ins.`);
        }
      }
    },

    /** A complete sign-in clears the counters it touched (the address keeps its count for other accounts). */
    async succeeded({ account, address, deviceId }: LoginAttempt): Promise<void> {
      if (deviceId) {
        await limiter.reset('login-device', deviceId, loginRules.device);
        return;
      }
      await limiter.reset('login-address-account', `${address}|${account}`, loginRules.addressAccount);
      await limiter.refund('login-address', address, loginRules.address);
      await limiter.reset('login-account', account, loginRules.accountAttempts);
      await limiter.reset('login-account-gate', account, loginRules.accountGate);
    },
  };
}

/** Checks of the current password or a code by a signed-in admin (password change, two-factor set-up). */
export const reauthRule: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 };
