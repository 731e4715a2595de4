/** Builds the gateway from its configuration: every adapter and the Express app. main.ts and the tests use it. */
import type { RequestListener, Server } from 'node:http';
import type { Express } from 'express';
import type { Redis } from 'ioredis';
import { createAuthService, jwtKeyFrom } from '@northrock/core/admin';
import { createFormTokens } from '@northrock/core/lead';
import { createReviewLinks } from '@northrock/core/review';
import { installId } from '@northrock/core/meta';
import { createPageViewCounter, type PageViewCounter } from '@northrock/core/page-views';
import { removeStaleSpools } from '@northrock/core/photo';
import {
  type Config,
  createLogger,
  createObjectStore,
  createRateLimiter,
  createRedis,
  type Logger,
  type ObjectStore,
  type Orm,
  queuePrefixFor,
  refuseUnfinishedRestore,
  resolveJwtSecret,
} from '@northrock/core/platform';
import { createJobQueue, createOrm } from '@northrock/core/registry';
import { createApp } from './app';
import { uploadSpoolDir, type AppDeps, type WebSource } from './app-deps';
import { createHttpServer, type ServerTimeouts } from './http/server';
import { publicReadCacheFor } from './http/public-cache';
import { dependencyChecks } from './modules/health/health.rest';
import { createLinkSigner } from './modules/media/signed-links';
import { createLiveLeads, type LiveLeads } from './modules/live-leads/live-leads';
import { createPhotoUploads } from './modules/photo/photo-upload.routes';

/** What a caller may bring instead of what the configuration names (tests: a database of their own, a private Redis). */
export interface GatewayOverrides {
  /** Closed by the caller, not by `close()`. */
  orm?: Orm;
  /** Closed by the caller, not by `close()`. */
  redis?: Redis;
  storage?: ObjectStore;
  /** `false`: no queues (no dashboard, image uploads answer 503). Closed by the caller when given. */
  queue?: AppDeps['queue'] | false;
  log?: Logger;
  contentImageTimeoutMs?: number;
  timeouts?: ServerTimeouts;
  /** How often page views are written (default: the counter's). */
  pageViewFlushMs?: number;
  /** The website's source (default: the built web/build); given the HTTP server (Vite's hot reload shares it). */
  web?: (server: Server) => Promise<WebSource>;
}

export interface Gateway {
  app: Express;
  /** The HTTP server around `app`, not listening yet. */
  server: Server;
  deps: AppDeps;
  redis: Redis;
  pageViews: PageViewCounter;
  /** Open admin event streams: cut them before stopping the server (they never turn idle). */
  liveLeads: LiveLeads;
  /** Flushes page views and closes what this composition opened. Stop the server first. */
  close(): Promise<void>;
}

export async function composeGateway(config: Config, overrides: GatewayOverrides = {}): Promise<Gateway> {
  const log = overrides.log ?? createLogger(config.logLevel, { service: 'gateway' });
  if (!config.databaseUrl && !overrides.orm) throw new Error('DATABASE_URL is not set (make start provides an embedded PostgreSQL when it is unset).');
  const opened: (() => Promise<unknown>)[] = [];
  const orm = overrides.orm ?? (await createOrm(config.databaseUrl!));
  if (!overrides.orm) opened.push(() => orm.close());
  await refuseUnfinishedRestore((sql) => orm.em.getConnection().execute(sql)).catch(async (err: Error) => {
    await Promise.allSettled(opened.map((close) => close()));
    throw err;
  });
  const redis = overrides.redis ?? createRedis(config.redisUrl);
  if (!overrides.redis) opened.push(() => redis.quit());
  const limiter = createRateLimiter(redis);
  const jwtSecret = resolveJwtSecret(config);
  const storage = overrides.storage ?? createObjectStore(config);
  await storage.init().catch((err: Error) => log.warn('object storage not ready yet', { error: err.message }));
  await removeStaleSpools(uploadSpoolDir(config));
  // The queue dashboard, and content images the gateway waits on (`run`); leads reach the queue
  // through the outbox relay in the worker. The same queues as the worker's: their Redis prefix
  // comes from this database's install id.
  const installPrefix = queuePrefixFor(await installId(orm.em.fork()));
  let queue = overrides.queue === false ? undefined : overrides.queue;
  if (overrides.queue === undefined) {
    const own = createJobQueue({ redisUrl: config.redisUrl, prefix: installPrefix });
    opened.push(() => own.close());
    queue = own;
  }
  // The server exists before the app: Vite's hot-reload socket (make dev) attaches to it.
  let handle: RequestListener = () => undefined;
  const server = createHttpServer((req, res) => handle(req, res), overrides.timeouts);
  const web = await overrides.web?.(server);
  if (web?.close) opened.push(web.close);
  // New leads reach the admin screens open on every gateway of this installation.
  const liveLeads = createLiveLeads({ redisUrl: config.redisUrl, publishClient: redis, prefix: installPrefix, log });
  opened.push(() => liveLeads.close());
  const photoUploads = createPhotoUploads({ config, orm, storage, limiter, log });
  opened.push(() => photoUploads.close());
  const pageViews = createPageViewCounter({ orm, log, flushMs: overrides.pageViewFlushMs });
  const deps: AppDeps = {
    config,
    orm,
    auth: createAuthService({ jwtKey: jwtKeyFrom(jwtSecret), limiter, production: config.isProduction }),
    log,
    storage,
    limiter,
    signer: createLinkSigner(jwtSecret),
    formTokens: createFormTokens(jwtSecret),
    reviewLinks: createReviewLinks(jwtSecret),
    queue,
    contentImageTimeoutMs: overrides.contentImageTimeoutMs,
    timeouts: overrides.timeouts,
    publicReads: publicReadCacheFor(orm, redis),
    pageViews,
    liveLeads,
    photoUploads,
    healthChecks: dependencyChecks({ orm, redis, storage }),
    web,
  };
  const app = createApp(deps);
  handle = app;
  return {
    app,
    server,
    deps,
    redis,
    pageViews,
    liveLeads,
    async close() {
      await pageViews.close();
      await Promise.allSettled(opened.map((close) => close()));
    },
  };
}
