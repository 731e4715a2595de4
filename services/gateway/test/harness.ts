import { mkdtempSync, rmSync } from 'node:fs';
import { createPageViewCounter, type PageViewCounter } from '@northrock/core/modules/page-views/page-views.service';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { createAuthService, jwtKeyFrom, type AuthService } from '@northrock/core/modules/admin/auth.service';
import { loadConfig, type Config } from '@northrock/core/platform/config';
import { createOrm, type Orm } from '@northrock/core/platform/db';
import { createLogger } from '@northrock/core/platform/logger';
import { createRateLimiter } from '@northrock/core/platform/rate-limit';
import type { JobQueue } from '@northrock/core/platform/queue';
import { createRedis } from '@northrock/core/platform/redis';
import { createObjectStore, type ObjectStore } from '@northrock/core/platform/storage';
import { createFormTokens } from '@northrock/core/modules/contact/form-token';
import { seed } from '@northrock/core/seeds/seed';
import { migratedTestDatabase } from '@northrock/core/testing/database';
import type { Redis } from 'ioredis';
import { createApp } from '../src/app';
import { createHttpServer, type ServerTimeouts } from '../src/http/server';
import { dependencyChecks } from '../src/modules/health/health.rest';
import { createLinkSigner } from '../src/modules/media/signed-links';
import { publicReadCacheFor } from '../src/http/public-cache';
import { createLiveLeads } from '../src/modules/live-leads/live-leads';
import { installId } from '@northrock/core/modules/meta/install.service';
import { queuePrefixFor } from '@northrock/core/platform/queue';
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
 * Redis (its own key prefix), exactly as main.ts composes it.
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
  const limiter = createRateLimiter(redis);
  const auth = createAuthService({ jwtKey: jwtKeyFrom(TEST_JWT_SECRET), limiter, production: config.isProduction });
  const storage = adapters.storage ?? createObjectStore(config);
  await storage.init();
  const liveLeads = createLiveLeads({
    redisUrl: config.redisUrl,
    publishClient: redis,
    prefix: queuePrefixFor(await installId(db.orm.em.fork())),
    log: createLogger('silent'),
  });
  const pageViews = createPageViewCounter({ orm: db.orm, log: createLogger('silent'), flushMs: 60_000 });
  const app = createApp({
    config,
    orm: db.orm,
    auth,
    log: createLogger('silent'),
    storage,
    limiter,
    signer: createLinkSigner(TEST_JWT_SECRET),
    formTokens: createFormTokens(TEST_JWT_SECRET),
    queue: adapters.queue,
    contentImageTimeoutMs: adapters.contentImageTimeoutMs,
    timeouts: adapters.timeouts,
    publicReads: publicReadCacheFor(db.orm, redis),
    pageViews,
    liveLeads,
    healthChecks: dependencyChecks({ orm: db.orm, redis, storage }),
  });
  const server: Server = await new Promise((resolve) => {
    const s = createHttpServer(app, adapters.timeouts).listen(0, '127.0.0.1', () => resolve(s));
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
      await liveLeads.close();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await pageViews.close();
      await redis.quit().catch(() => undefined);
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
