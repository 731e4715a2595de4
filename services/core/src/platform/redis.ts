import { Redis, type RedisOptions } from 'ioredis';

/**
 * A Redis connection that never blocks a request while Redis is away: commands fail fast
 * and the client keeps reconnecting in the background. BullMQ workers need
 * `maxRetriesPerRequest: null` (pass it in `options`).
 */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    lazyConnect: false,
    ...options,
  });
  // Connection errors are reported by health checks; without a listener ioredis prints each one.
  redis.on('error', () => undefined);
  return redis;
}

export async function pingRedis(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') throw new Error(`redis ${redis.status}`);
  await redis.ping();
}

/** One connection attempt: true when a Redis at `url` answers PING (start-up probes). */
export async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 1500, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
