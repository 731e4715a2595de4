import type { Redis } from 'ioredis';

export interface RateLimitRule {
  /** Attempts allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitState {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit on `key`; `allowed` is false once the rule's limit is passed. */
  hit(key: string, rule: RateLimitRule): Promise<RateLimitState>;
  /** Reads without counting. */
  peek(key: string, rule: RateLimitRule): Promise<RateLimitState>;
  reset(key: string): Promise<void>;
}

/**
 * Fixed-window counters in Redis, shared by every gateway replica. When Redis does not
 * answer, counting falls back to this process's memory rather than failing the request.
 */
export function createRateLimiter(redis: Redis | undefined, prefix = 'rl:'): RateLimiter {
  const memory = new Map<string, { count: number; resetAt: number }>();

  const memoryHit = (key: string, rule: RateLimitRule, add: number): RateLimitState => {
    const now = Date.now();
    let entry = memory.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + rule.windowSeconds * 1000 };
      memory.set(key, entry);
    }
    entry.count += add;
    if (memory.size > 10_000) {
      for (const [k, v] of memory) if (v.resetAt <= now) memory.delete(k);
    }
    return {
      allowed: entry.count <= rule.limit,
      count: entry.count,
      retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - now) / 1000)),
    };
  };

  const redisHit = async (key: string, rule: RateLimitRule, add: number): Promise<RateLimitState> => {
    if (!redis || redis.status !== 'ready') return memoryHit(key, rule, add);
    try {
      const k = prefix + key;
      const [[, count], [, ttl]] = (await redis
        .multi()
        .incrby(k, add)
        .pttl(k)
        .exec()) as [[unknown, number], [unknown, number]];
      let ttlMs = ttl;
      if (ttl < 0) {
        await redis.pexpire(k, rule.windowSeconds * 1000);
        ttlMs = rule.windowSeconds * 1000;
      }
      return { allowed: count <= rule.limit, count, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
    } catch {
      return memoryHit(key, rule, add);
    }
  };

  return {
    hit: (key, rule) => redisHit(key, rule, 1),
    peek: (key, rule) => redisHit(key, rule, 0),
    async reset(key) {
      memory.delete(key);
      if (redis && redis.status === 'ready') await redis.del(prefix + key).catch(() => undefined);
    },
  };
}
