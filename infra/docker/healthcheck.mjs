// Container health, for the images' HEALTHCHECK and docker-compose.yml (exit 0 = healthy).
//   node healthcheck.mjs          gateway: GET /api/health answers 200, which it does only while
//                                 the database, Redis and object storage answer (docs/product.md, Part 2).
//   node healthcheck.mjs worker   worker: this container holds BullMQ worker connections to Redis.
//                                 A BullMQ worker names its connection "<prefix>:<queue>" (CLIENT
//                                 SETNAME); the worker process registers them only once PostgreSQL,
//                                 Redis and its consumers are up, and they go when it stops or
//                                 loses Redis. "This container" = the client address is one of
//                                 its own (true on compose and Kubernetes networks, without NAT),
//                                 on the database REDIS_URL names.
import { networkInterfaces } from 'node:os';

const TIMEOUT_MS = 4000;

async function gatewayHealthy() {
  const url = `http://127.0.0.1:${process.env.PORT || 3000}/api/health`;
  const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) }).catch(() => undefined);
  return res?.ok === true;
}

/** The IP of a CLIENT LIST `addr=` field (`1.2.3.4:5678`, `::1:5678`, `[::1]:5678`). */
function clientIp(addr) {
  const ip = addr.slice(0, addr.lastIndexOf(':')).replace(/^\[|\]$/g, '');
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}

async function workerHealthy() {
  const { Redis } = await import('ioredis');
  const redis = new Redis(process.env.REDIS_URL || 'redis://127.0.0.1:6379', {
    lazyConnect: true,
    connectTimeout: TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    const own = new Set(Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((a) => a.address)));
    const clients = String(await redis.call('CLIENT', 'LIST'))
      .split('\n')
      .map((line) =>
        Object.fromEntries(
          line
            .trim()
            .split(' ')
            .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
        ),
      );
    return clients.some((c) => /^[^:]+:[A-Za-z0-9+/=]+(:w:.*)?$/.test(c.name ?? '') && Number(c.db) === redis.options.db && own.has(clientIp(c.addr ?? '')));
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

const healthy = process.argv[2] === 'worker' ? await workerHealthy() : await gatewayHealthy();
process.exit(healthy ? 0 : 1);
