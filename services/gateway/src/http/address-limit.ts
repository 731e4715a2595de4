import type { Request } from 'express';
import { consumeAddressLimit as consumeForAddress } from '@northrock/core/lead-intake';
import type { RateLimiter, RateLimitRule } from '@northrock/core/platform';
import { clientIp } from './rest';

export { UPLOAD_BUCKET } from '@northrock/core/lead-intake';

/**
 * Counts one attempt of `bucket` for the request's client address (core's rule: atomically,
 * before the work, every attempt); 429 with Retry-After past the rule.
 */
export function consumeAddressLimit(limiter: RateLimiter, req: Request, bucket: string, rule: RateLimitRule, message: string): Promise<void> {
  return consumeForAddress(limiter, bucket, clientIp(req), rule, message);
}
