/**
 * Playwright's web server: the real product (scripts/dist/start.mjs: migrate, seed, gateway
 * and worker) on E2E_PORT, over a FRESH database, a private Redis and a temporary DATA_DIR
 * (local media and the .eml outbox). Run after `npm run build`. With E2E_SECOND_PORT, a second
 * gateway process answers there too, over the same database, Redis and DATA_DIR (what replicas
 * share): the specs that cross gateways wait for its health.
 *
 * PostgreSQL: DATABASE_URL / TEST_PG_SERVER_URL when set, else 127.0.0.1:5432 when it
 * answers, else an embedded PostgreSQL in the temporary folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, repoRoot } from '@northrock/core/platform';
import { startEmbeddedPostgres } from '@northrock/tools/embedded-postgres';
import { scratchDatabase } from '@northrock/tools/test-database';
import { E2E_ADMIN, e2eStateFile } from './support/state';

const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = mkdtempSync(join(tmpdir(), 'northrock-e2e-'));
const cleanups: (() => Promise<void> | void)[] = [() => rmSync(dataDir, { recursive: true, force: true })];

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function pgServer(): Promise<string> {
  const named = process.env.TEST_PG_SERVER_URL ?? process.env.DATABASE_URL;
  if (named) return named;
  const local = 'postgres://postgres@127.0.0.1:5432/postgres';
  if (await answers(local)) return local;
  const pgDir = join(dataDir, 'pg');
  const embedded = await startEmbeddedPostgres(pgDir, { port: await freePort(), database: 'postgres' });
  cleanups.unshift(() => embedded.stop());
  return embedded.url;
}

const db = await scratchDatabase('e2e', await pgServer());
cleanups.unshift(() => db.drop());
// The specs read the database and the outbox to check what the product stored.
writeFileSync(e2eStateFile, JSON.stringify({ databaseUrl: db.url, dataDir, port }));

// A port nothing answers on: start.mjs then runs its own private redis-server there, so
// these queues never meet those of another running instance.
const redisUrl = process.env.E2E_REDIS_URL ?? `redis://127.0.0.1:${await freePort()}`;

// The product as it ships: production mode (HSTS, no introspection, the default password refused,
// React's production build), with the secrets a production install must be given.
const childEnv = {
  ...process.env,
  NODE_ENV: 'production',
  JWT_SECRET: randomBytes(32).toString('hex'),
  ADMIN_USERNAME: E2E_ADMIN.username,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  DATABASE_URL: db.url,
  REDIS_URL: redisUrl,
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  SMTP_URL: '',
  S3_ENDPOINT: '',
  // Every journey's browser is 127.0.0.1: one address for hundreds of page views, whose vitals
  // beacons would pass a person's budget (services/gateway/test/web-vitals.test.ts proves the 429).
  VITALS_BEACONS_PER_10_MIN: process.env.VITALS_BEACONS_PER_10_MIN ?? '100000',
};
const child = spawn(process.execPath, ['--enable-source-maps', join(repoRoot, 'scripts/dist/start.mjs')], {
  stdio: 'inherit',
  env: { ...childEnv, PORT: String(port), PUBLIC_URL: `http://localhost:${port}` },
});

const children: ChildProcess[] = [child];

/** The second gateway, once the product answers (it has migrated the database and started Redis). */
async function startSecondGateway(secondPort: number): Promise<void> {
  for (let i = 0; i < 960 && !stopping; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 250));
  }
  if (stopping) return;
  children.push(
    spawn(process.execPath, ['--enable-source-maps', join(repoRoot, 'services/gateway/dist/main.mjs')], {
      stdio: 'inherit',
      env: { ...childEnv, PORT: String(secondPort), PUBLIC_URL: `http://localhost:${secondPort}` },
    }),
  );
}

function stopChild(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    proc.once('exit', () => resolve());
    proc.kill('SIGTERM');
    setTimeout(() => {
      proc.kill('SIGKILL');
      resolve();
    }, 15_000).unref();
  });
}

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  await Promise.all(children.map(stopChild));
  for (const cleanup of cleanups) await Promise.resolve(cleanup()).catch(() => undefined);
  rmSync(e2eStateFile, { force: true });
  process.exit(code);
}
child.on('exit', (code) => void stop(code ?? 1));
if (process.env.E2E_SECOND_PORT) void startSecondGateway(Number(process.env.E2E_SECOND_PORT));
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
