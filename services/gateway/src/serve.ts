/** Runs a gateway: config -> composeGateway (every adapter and the app) -> listen, and a graceful stop. */
import { createLogger, loadConfigOrExit } from '@northrock/core/platform';
import { composeGateway, type GatewayOverrides } from './compose';

/** The entry points' body: `main.ts` (production) and `dev.ts` (`make dev`, the website through Vite). */
export async function serveGateway(overrides: Pick<GatewayOverrides, 'web'> = {}): Promise<void> {
  const config = loadConfigOrExit();
  const log = createLogger(config.logLevel, { service: 'gateway' });
  if (!config.databaseUrl) {
    log.error('DATABASE_URL is not set (make start provides an embedded PostgreSQL when it is unset).');
    process.exit(1);
  }

  const gateway = await composeGateway(config, { ...overrides, log }).catch((err: Error) => {
    // A database that cannot serve (an unfinished restore): one sentence, not a stack trace.
    log.error(err.message);
    process.exit(1);
  });
  const server = gateway.server.listen(config.port, () => {
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
    // Open event streams never turn idle: cut them (their browsers reconnect to another gateway).
    void gateway.liveLeads.close();
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
    await gateway.close();
    log.info('gateway stopped');
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
