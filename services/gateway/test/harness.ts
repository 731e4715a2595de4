import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { type Config, createLogger, createRedis, loadConfig, type Logger, type ObjectStore, type Orm } from '@northrock/core/platform';
import { createOrm, type JobQueue } from '@northrock/core/registry';
import { seed } from '@northrock/core/seeds';
import { migratedTestDatabase } from '@northrock/tools/test-database';
import type { PageViewCounter } from '@northrock/core/page-views';
import type { AuthService } from '@northrock/core/admin';
import { composeGateway } from '../src/compose';
import type { ServerTimeouts } from '../src/http/server';
import type { Redis } from 'ioredis';
import type { Json } from '../../../test/json';

/** Its own connections to another harness's database (that harness drops it). */
async function replicaDatabase(url: string) {
  const orm = await createOrm(url, { pool: { min: 0, max: 5 } });
  return { orm, url, close: () => orm.close(true) };
}

export const TEST_JWT_SECRET = 'test-secret-0123456789-0123456789-abcdef';

export interface Harness {
  baseUrl: string;
  orm: Orm;
  redis: Redis;
  config: Config;
  auth: AuthService;
  storage: ObjectStore;
  /** fetch relative to the gateway, JSON in and out. */
  call(
    method: string,
    path: string,
    opts?: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: BodyInit },
  ): Promise<{ status: number; body: Json; headers: Headers }>;
  login(username?: string, password?: string): Promise<string>;
  /** The page view counter (tests flush it). */
  pageViews: PageViewCounter;
  close(): Promise<void>;
}

/**
 * A gateway on a random port over a fresh, migrated and seeded database and the test
 * Redis (its own key prefix), composed by `composeGateway` as main.ts does.
 */
export async function startHarness(
  env: Record<string, string> = {},
  /**
   * Pipeline adapters: an S3 store, the queues for the dashboard and content images (default:
   * a store in a temp DATA_DIR, no queues), and how long image uploads wait for the worker.
   */
  adapters: {
    storage?: ObjectStore;
    queue?: Pick<JobQueue, 'bullQueues' | 'run' | 'counts'>;
    contentImageTimeoutMs?: number;
    /** Shorter request limits, to see them act within a test. */
    timeouts?: ServerTimeouts;
    /** A second gateway over the same database (and Redis) as this one, as replicas run. */
    replicaOf?: Harness;
    /** Where the gateway logs (default: nowhere). */
    log?: Logger;
  } = {},
): Promise<Harness> {
  const replicaOf = adapters.replicaOf;
  const db = replicaOf ? await replicaDatabase(replicaOf.config.databaseUrl!) : await migratedTestDatabase('gw');
  const dataDir = mkdtempSync(join(tmpdir(), 'northrock-gw-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    DATABASE_URL: db.url,
    REDIS_URL: process.env.TEST_REDIS_URL,
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ...env,
  });
  if (!replicaOf) await seed(db.orm.em.fork(), config.admin);
  const redis = createRedis(config.redisUrl, { keyPrefix: `t${Math.random().toString(36).slice(2, 8)}:` });
  await new Promise((r) => redis.once('ready', r));
  const gateway = await composeGateway(config, {
    orm: db.orm,
    redis,
    storage: adapters.storage,
    queue: adapters.queue ?? false,
    log: adapters.log ?? createLogger('silent'),
    contentImageTimeoutMs: adapters.contentImageTimeoutMs,
    timeouts: adapters.timeouts,
    pageViewFlushMs: 60_000,
  });
  const { auth, storage } = gateway.deps;
  const { pageViews } = gateway;
  const server: Server = await new Promise((resolve) => {
    const s = gateway.server.listen(0, '127.0.0.1', () => resolve(s));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const call: Harness['call'] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: BodyInit | undefined = opts.raw;
    if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(baseUrl + path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };

  return {
    baseUrl,
    orm: db.orm,
    redis,
    config,
    auth,
    storage,
    call,
    pageViews,
    async login(username = 'admin', password = 'northrock-admin') {
      const res = await call('POST', '/api/admin/login', { body: { username, password } });
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.access_token as string;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await gateway.close();
      await redis.quit().catch(() => undefined);
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Staff accounts and leads made through the API, for tests of other workspaces too. */
export { addAccount, sendLead } from './support/staff-accounts';
