import { rateLimited, type RateLimiter, type RateLimitRule } from '../../platform/rate-limit';

/** The one budget of public enquiries per address, whichever transport carries them. */
export const CONTACT_BUCKET = 'contact';
/** The one budget of photo uploads per address: the API's uploads and the contact page's own form. */
export const UPLOAD_BUCKET = 'upload';

/**
 * Counts one attempt of `bucket` for the client's address, atomically and before the work
 * (every attempt counts, valid or not, whatever the transport); 429 with Retry-After past the rule.
 */
export async function consumeAddressLimit(limiter: RateLimiter, bucket: string, address: string, rule: RateLimitRule, message: string): Promise<void> {
  const state = await limiter.consume(bucket, address, rule);
  if (!state.allowed) throw rateLimited(state, `${message}; try again in ${state.retryAfterSeconds} s`);
}
