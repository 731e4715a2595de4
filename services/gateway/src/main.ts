/** Gateway composition root: config -> orm -> redis -> app -> listen, and a graceful stop. */
import { createPageViewCounter } from '@northrock/core/modules/page-views/page-views.service';
import { createAuthService, jwtKeyFrom } from '@northrock/core/modules/admin/auth.service';
import { loadConfigOrExit, resolveJwtSecret } from '@northrock/core/platform/config';
import { createOrm } from '@northrock/core/platform/db';
import { createLogger } from '@northrock/core/platform/logger';
import { createRateLimiter } from '@northrock/core/platform/rate-limit';
import { createJobQueue, queuePrefixFor } from '@northrock/core/platform/queue';
import { createRedis } from '@northrock/core/platform/redis';
import { createObjectStore } from '@northrock/core/platform/storage';
import { removeStaleSpools } from '@northrock/core/modules/upload/upload.service';
import { createFormTokens } from '@northrock/core/modules/contact/form-token';
import { installId } from '@northrock/core/modules/meta/install.service';
import { createApp } from './app';
import { uploadSpoolDir } from './app-deps';
import { createHttpServer } from './http/server';
import { dependencyChecks } from './modules/health/health.rest';
import { createLinkSigner } from './modules/media/signed-links';
import { publicReadCacheFor } from './http/public-cache';

const config = loadConfigOrExit();
const log = createLogger(config.logLevel, { service: 'gateway' });
if (!config.databaseUrl) {
  log.error('DATABASE_URL is not set (make start provides an embedded PostgreSQL when it is unset).');
  process.exit(1);
}

const orm = await createOrm(config.databaseUrl);
const redis = createRedis(config.redisUrl);
const limiter = createRateLimiter(redis);
const jwtSecret = resolveJwtSecret(config);
const auth = createAuthService({
  jwtKey: jwtKeyFrom(jwtSecret),
  limiter,
  production: config.isProduction,
});
const storage = createObjectStore(config);
await storage.init().catch((err: Error) => log.warn('object storage not ready yet', { error: err.message }));
await removeStaleSpools(uploadSpoolDir(config));
// The queue dashboard, and content images the gateway waits on (`run`); leads reach the queue
// through the outbox relay in the worker. Closed on shutdown (with its QueueEvents connections).
// The same queues as the worker's: their Redis prefix comes from this database's install id.
const queue = createJobQueue({ redisUrl: config.redisUrl, prefix: queuePrefixFor(await installId(orm.em.fork())) });

const pageViews = createPageViewCounter({ orm, log });

const app = createApp({
  config,
  orm,
  auth,
  log,
  storage,
  limiter,
  signer: createLinkSigner(jwtSecret),
  formTokens: createFormTokens(jwtSecret),
  queue,
  publicReads: publicReadCacheFor(orm, redis),
  pageViews,
  healthChecks: dependencyChecks({ orm, redis, storage }),
});

const server = createHttpServer(app).listen(config.port, () => {
  log.info('gateway listening', { url: `http://localhost:${config.port}`, public_url: config.publicUrl });
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info('gateway stopping', { signal });
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  // Stop accepting, let in-flight requests finish, then close pools.
  await new Promise<void>((resolve) => {
    // A keep-alive connection (a load balancer's) turns idle only once its request is answered:
    // keep closing idle ones, or close() would wait for the 65 s keep-alive timeout.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    server.close(() => {
      clearInterval(sweep);
      resolve();
    });
    server.closeIdleConnections();
  });
  await pageViews.close();
  await Promise.allSettled([orm.close(), redis.quit(), queue.close()]);
  log.info('gateway stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
