import { createBookingTokens, type BookingTokens } from '@northrock/core/booking';
import { resolveJwtSecret, type Config } from '@northrock/core/platform';

const byConfig = new WeakMap<Config, BookingTokens>();

/** The signed booking and visit links, keyed from the server secret (the worker derives the same). */
export function bookingTokensFor(config: Config): BookingTokens {
  let tokens = byConfig.get(config);
  if (!tokens) byConfig.set(config, (tokens = createBookingTokens(resolveJwtSecret(config))));
  return tokens;
}
