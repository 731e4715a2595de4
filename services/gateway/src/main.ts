/** Gateway composition root: config -> orm -> redis -> app -> listen, and a graceful stop. */
import { createAuthService, jwtKeyFrom } from '@northrock/core/modules/admin/auth.service';
import { loadConfigOrExit, resolveJwtSecret } from '@northrock/core/platform/config';
import { createOrm } from '@northrock/core/platform/db';
import { createLogger } from '@northrock/core/platform/logger';
import { createRateLimiter } from '@northrock/core/platform/rate-limit';
import { createRedis, pingRedis } from '@northrock/core/platform/redis';
import { createApp } from './app';

const config = loadConfigOrExit();
const log = createLogger(config.logLevel, { service: 'gateway' });
if (!config.databaseUrl) {
  log.error('DATABASE_URL is not set (make start provides an embedded PostgreSQL when it is unset).');
  process.exit(1);
}

const orm = await createOrm(config.databaseUrl);
const redis = createRedis(config.redisUrl);
const auth = createAuthService({
  jwtKey: jwtKeyFrom(resolveJwtSecret(config)),
  limiter: createRateLimiter(redis),
  defaultAdmin: config.admin,
});

const app = createApp({
  config,
  orm,
  auth,
  log,
  healthChecks: {
    database: async () => {
      await orm.em.fork().getConnection().execute('select 1');
    },
    redis: () => pingRedis(redis),
  },
});

const server = app.listen(config.port, () => {
  log.info('gateway listening', { url: `http://localhost:${config.port}`, public_url: config.publicUrl });
});
server.keepAliveTimeout = 65_000;

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info('gateway stopping', { signal });
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  // Stop accepting, let in-flight requests finish, then close pools.
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
  await Promise.allSettled([orm.close(), redis.quit()]);
  log.info('gateway stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
