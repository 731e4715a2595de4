import type { Request } from 'express';
import { rateLimited, type RateLimiter, type RateLimitRule } from '@northrock/core/platform';
import { clientIp } from './rest';

/**
 * Counts one attempt of `bucket` for the client address, atomically and before the work (every
 * attempt counts, valid or not, REST and GraphQL alike); 429 with Retry-After past the rule.
 */
export async function consumeAddressLimit(limiter: RateLimiter, req: Request, bucket: string, rule: RateLimitRule, message: string): Promise<void> {
  const state = await limiter.consume(bucket, clientIp(req), rule);
  if (!state.allowed) throw rateLimited(state, `${message}; try again in ${state.retryAfterSeconds} s`);
}

/** The one budget of public enquiries, whichever transport carries them. */
export const CONTACT_BUCKET = 'contact';
/** The one budget of photo uploads per address, for the API and the contact page's own form. */
export const UPLOAD_BUCKET = 'upload';
