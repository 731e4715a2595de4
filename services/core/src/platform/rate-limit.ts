import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from './errors';

export interface RateLimitRule {
  /** Attempts allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitState {
  allowed: boolean;
  /** Attempts counted in the current window, this one included. */
  count: number;
  retryAfterSeconds: number;
}

/**
 * Counters shared by every gateway replica. Every method is one atomic step in the store:
 * `consume` counts the attempt and answers whether it is within the rule in the same step, so
 * parallel requests can never all slip under a limit (never check-then-count).
 */
export interface RateLimiter {
  /**
   * Counts `points` (default 1) on `bucket` + `key` and says whether the rule still allows it.
   * `windowSeconds` may be overridden for a key's first attempt (growing delays).
   */
  consume(bucket: string, key: string, rule: RateLimitRule, opts?: { points?: number; windowSeconds?: number }): Promise<RateLimitState>;
  /** Gives back points taken by `consume` (an attempt that did not count after all). */
  refund(bucket: string, key: string, rule: RateLimitRule, points?: number): Promise<void>;
  /** Reads without counting. */
  peek(bucket: string, key: string, rule: RateLimitRule): Promise<RateLimitState>;
  reset(bucket: string, key: string, rule: RateLimitRule): Promise<void>;
}

/** The 429 for a refused attempt, with `Retry-After`. */
export function rateLimited(state: RateLimitState, message: string): AppError {
  return new AppError('RATE_LIMITED', message, { retryAfterSeconds: state.retryAfterSeconds });
}

const stateOf = (res: RateLimiterRes, rule: RateLimitRule): RateLimitState => ({
  allowed: res.consumedPoints <= rule.limit,
  count: res.consumedPoints,
  retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
});

/**
 * rate-limiter-flexible on Redis (one Lua script per attempt: increment and expiry together),
 * with an in-memory insurance limiter that takes over while Redis does not answer, so a Redis
 * outage degrades limits to per-process instead of failing sign-ins and leads.
 */
export function createRateLimiter(redis: Redis | undefined, prefix = 'rl'): RateLimiter {
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiterFor = (bucket: string, rule: RateLimitRule): RateLimiterAbstract => {
    const id = `${bucket}|${rule.limit}|${rule.windowSeconds}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      const options = { keyPrefix: `${prefix}:${bucket}`, points: rule.limit, duration: rule.windowSeconds };
      const memory = new RateLimiterMemory(options);
      limiter = redis ? new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: memory }) : memory;
      limiters.set(id, limiter);
    }
    return limiter;
  };

  return {
    async consume(bucket, key, rule, opts = {}) {
      const limiter = limiterFor(bucket, rule);
      try {
        const res = await limiter.consume(key, opts.points ?? 1, opts.windowSeconds ? { customDuration: opts.windowSeconds } : {});
        return stateOf(res, rule);
      } catch (err) {
        if (err instanceof RateLimiterRes) return stateOf(err, rule);
        throw err;
      }
    },
    async refund(bucket, key, rule, points = 1) {
      await limiterFor(bucket, rule)
        .reward(key, points)
        .catch(() => undefined);
    },
    async peek(bucket, key, rule) {
      const res = await limiterFor(bucket, rule)
        .get(key)
        .catch(() => null);
      return res ? stateOf(res, rule) : { allowed: true, count: 0, retryAfterSeconds: 0 };
    },
    async reset(bucket, key, rule) {
      await limiterFor(bucket, rule)
        .delete(key)
        .catch(() => undefined);
    },
  };
}
