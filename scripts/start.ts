/**
 * `make start`: the whole product on one machine. Brings up what the configuration does
 * not name (an embedded PostgreSQL when DATABASE_URL is unset, a private redis-server when
 * REDIS_URL does not answer), migrates and seeds, then runs the gateway and the worker and
 * restarts either if it dies. Ctrl-C (or SIGTERM) stops everything in order.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfigOrExit, repoRoot, resolveJwtSecret } from '../services/core/src/platform/config';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../services/core/src/platform/embedded-postgres';
import { createLogger } from '../services/core/src/platform/logger';
import { redisAnswers } from '../services/core/src/platform/redis';
import { migrateAndSeed } from '../services/core/src/seeds/migrate-and-seed';

const config = loadConfigOrExit();
const log = createLogger(config.logLevel, { service: 'start' });
const stops: (() => Promise<void> | void)[] = [];
mkdirSync(config.dataDir, { recursive: true });

async function ensureRedis(url: string): Promise<string> {
  if (await redisAnswers(url)) return url;
  if (spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status !== 0) {
    log.error(
      `Redis does not answer at ${url} and no redis-server is installed. Install one (Debian/Ubuntu: "sudo apt-get install redis-server"; macOS: "brew install redis"), start Redis yourself, or set REDIS_URL to a running Redis.`,
    );
    process.exit(1);
  }
  const target = new URL(url);
  const local = ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(target.hostname);
  const port = local ? target.port || '6379' : '6380';
  const dir = join(config.dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  // Append-only persistence: queued leads survive a restart of the product.
  const child = spawn(
    'redis-server',
    ['--bind', '127.0.0.1', '--port', port, '--dir', dir, '--appendonly', 'yes', '--save', '', '--maxmemory-policy', 'noeviction'],
    { stdio: 'ignore' },
  );
  stops.push(() => {
    child.kill('SIGTERM');
  });
  const privateUrl = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    if (await redisAnswers(privateUrl)) {
      log.info('started a private redis-server', { url: privateUrl, dir });
      return privateUrl;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  log.error(`redis-server did not start on port ${port}`);
  process.exit(1);
}

function supervise(name: string, script: string, env: NodeJS.ProcessEnv): void {
  let child: ChildProcess | undefined;
  let stopping = false;
  let restarts = 0;
  const run = () => {
    const startedAt = Date.now();
    child = spawn(process.execPath, ['--enable-source-maps', script], { env, stdio: 'inherit' });
    child.on('exit', (code, signal) => {
      if (stopping) return;
      if (Date.now() - startedAt > 60_000) restarts = 0;
      restarts += 1;
      const delay = Math.min(500 * 2 ** restarts, 15_000);
      log.error(`${name} exited; restarting`, { code, signal, in_ms: delay });
      setTimeout(run, delay);
    });
  };
  run();
  stops.unshift(
    () =>
      new Promise<void>((resolve) => {
        stopping = true;
        if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  );
}

let shuttingDown = false;
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  log.info('stopping', { signal });
  // Services first (they finish in-flight work), then Redis and PostgreSQL.
  for (const stop of stops) await stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

const redisUrl = await ensureRedis(config.redisUrl);
let databaseUrl = config.databaseUrl;
if (!databaseUrl) {
  const embedded: EmbeddedPostgresHandle = await startEmbeddedPostgres(config.dataDir);
  databaseUrl = embedded.url;
  stops.push(() => embedded.stop());
  log.info('started the embedded PostgreSQL', { dir: join(config.dataDir, 'postgres') });
}
// Generated once under DATA_DIR outside production, so both services share it.
resolveJwtSecret(config);
const result = await migrateAndSeed(databaseUrl, config.admin);
log.info('database ready', { migrations_applied: result.applied.length, seeded: result.seeded });

const env = { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, DATA_DIR: config.dataDir };
for (const [name, script] of [
  ['gateway', join(repoRoot, 'services/gateway/dist/main.mjs')],
  ['worker', join(repoRoot, 'services/worker/dist/main.mjs')],
] as const) {
  if (!existsSync(script)) {
    log.error(`${script} is missing: run "make start" (it builds) or "npm run build"`);
    await shutdown('missing build');
  }
  supervise(name, script, env);
}
log.info(`Northrock is starting on ${config.publicUrl}`);
