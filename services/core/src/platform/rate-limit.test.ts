import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './net';
import { createRateLimiter } from './rate-limit';
import { createRedis } from './redis';
import type { Redis } from 'ioredis';

const rule = { limit: 5, windowSeconds: 60 };
let redis: Redis;
beforeAll(async () => {
  redis = createRedis(process.env.TEST_REDIS_URL!, { keyPrefix: `rlt${Math.random().toString(36).slice(2, 8)}:` });
  await new Promise((r) => redis.once('ready', r));
});
afterAll(async () => {
  await redis.quit();
});

describe('createRateLimiter', () => {
  it('counts atomically: of 40 parallel attempts exactly the limit are allowed', async () => {
    const limiter = createRateLimiter(redis);
    const states = await Promise.all(Array.from({ length: 40 }, () => limiter.consume('test', 'k1', rule)));
    expect(states.filter((s) => s.allowed)).toHaveLength(rule.limit);
    expect(states.filter((s) => !s.allowed).every((s) => s.retryAfterSeconds > 0)).toBe(true);
  });

  it('is shared by every gateway replica (two limiters on one Redis)', async () => {
    const [a, b] = [createRateLimiter(redis), createRateLimiter(redis)];
    for (let i = 0; i < 3; i++) await a.consume('test', 'shared', rule);
    for (let i = 0; i < 2; i++) expect((await b.consume('test', 'shared', rule)).allowed).toBe(true);
    expect((await a.consume('test', 'shared', rule)).allowed).toBe(false);
    expect((await b.peek('test', 'shared', rule)).count).toBe(6);
  });

  it('refunds and resets', async () => {
    const limiter = createRateLimiter(redis);
    for (let i = 0; i < 5; i++) await limiter.consume('test', 'r', rule);
    await limiter.refund('test', 'r', rule);
    expect((await limiter.consume('test', 'r', rule)).allowed).toBe(true);
    await limiter.reset('test', 'r', rule);
    expect((await limiter.peek('test', 'r', rule)).count).toBe(0);
  });

  it('keeps limiting in process memory while Redis does not answer', async () => {
    const away = createRedis(`redis://127.0.0.1:${await freePort()}`, { connectTimeout: 200 });
    try {
      const limiter = createRateLimiter(away);
      const states = await Promise.all(Array.from({ length: 12 }, () => limiter.consume('test', 'offline', rule)));
      expect(states.filter((s) => s.allowed)).toHaveLength(rule.limit);
    } finally {
      away.disconnect();
    }
  });

  it('a per-key window overrides the rule for the first attempt (growing delays)', async () => {
    const limiter = createRateLimiter(redis);
    const gate = { limit: 1, windowSeconds: 1 };
    expect((await limiter.consume('gate', 'g', gate, { windowSeconds: 30 })).allowed).toBe(true);
    const refused = await limiter.consume('gate', 'g', gate, { windowSeconds: 30 });
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(20);
  });
});
