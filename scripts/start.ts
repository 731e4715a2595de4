/**
 * `make start`: the whole product on one machine. Brings up what the configuration does
 * not name (an embedded PostgreSQL when DATABASE_URL is unset, a private redis-server when
 * REDIS_URL does not answer), migrates and seeds, then runs the gateway and the worker and
 * restarts any of them (the embedded PostgreSQL too) if it dies. Says "ready on <url>" once
 * the site answers; the access log goes to DATA_DIR/logs/access.log, not to the terminal.
 * Ctrl-C (or SIGTERM) stops everything in order.
 *
 * `make dev` (`--dev`, run from source with tsx): the same, but the gateway and the worker run
 * from their TypeScript under `tsx watch` (restarted when their code changes) and the gateway
 * serves the website through Vite's dev server (hot reload, no build). `--web <dir>` names
 * the website's folder (default `web/`).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { createLogger, freePort, loadConfigOrExit, redisAnswers, repoRoot, resolveJwtSecret } from '@northrock/core/platform';
import { migrateAndSeed } from '@northrock/core/seeds';
import { EmbeddedPostgresError, startEmbeddedPostgres, type SupervisionEvent } from '@northrock/tools/embedded-postgres';
import { serviceOutput } from '@northrock/tools/service-output';

const dev = process.argv.includes('--dev');
const webAt = process.argv.indexOf('--web');
const webDir = resolve(webAt > 0 ? process.argv[webAt + 1]! : join(repoRoot, 'web'));
const config = loadConfigOrExit();
const log = createLogger(config.logLevel, { service: 'start' });
const stops: (() => Promise<void> | void)[] = [];
let shuttingDown = false;
const output = serviceOutput(join(config.dataDir, 'logs'));
stops.push(() => output.close());

/** A start-up failure a person can act on: printed as one sentence, never a stack trace. */
class StartError extends Error {}

/** Stops what already runs, prints the sentence and exits 1. */
async function fail(err: unknown): Promise<never> {
  const readable = err instanceof StartError || err instanceof EmbeddedPostgresError;
  const message = readable ? (err as Error).message : `Northrock could not start: ${(err as Error)?.message ?? String(err)}.`;
  if (!readable) log.debug('start-up failure', { error: err });
  for (const stop of stops) await Promise.resolve(stop()).catch(() => undefined);
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

async function ensureRedis(url: string): Promise<string> {
  if (await redisAnswers(url)) return url;
  if (spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status !== 0) {
    throw new StartError(
      `Redis does not answer at ${url} and no redis-server is installed: install one (Debian/Ubuntu: "sudo apt-get install redis-server"; macOS: "brew install redis"), start Redis yourself, or set REDIS_URL to a running Redis.`,
    );
  }
  const target = new URL(url);
  const local = ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(target.hostname);
  const port = local ? target.port || '6379' : '6380';
  const dir = join(config.dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  // Append-only persistence: queued leads survive a restart of the product.
  const child = spawn(
    'redis-server',
    ['--bind', '127.0.0.1', '--port', port, '--dir', dir, '--appendonly', 'yes', '--save', '', '--maxmemory', '256mb', '--maxmemory-policy', 'noeviction'],
    // Its own process group, like PostgreSQL: stopped after the services, not by Ctrl-C.
    { stdio: 'ignore', detached: true },
  );
  stops.push(
    () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  );
  const privateUrl = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    if (await redisAnswers(privateUrl)) {
      log.info('started a private redis-server', { url: privateUrl, dir });
      return privateUrl;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new StartError(`The private redis-server did not start on port ${port} (see ${dir}): free that port, or set REDIS_URL to a running Redis.`);
}

/** `args`: what `node` runs (a built script, or tsx watching a source file). */
function supervise(name: string, args: string[], env: NodeJS.ProcessEnv): void {
  let child: ChildProcess | undefined;
  let stopping = false;
  let restarts = 0;
  const run = () => {
    if (stopping || shuttingDown) return;
    const startedAt = Date.now();
    child = spawn(process.execPath, ['--enable-source-maps', ...args], { env, stdio: ['inherit', 'pipe', 'pipe'] });
    output.attach(child.stdout!, child.stderr!);
    child.on('exit', (code, signal) => {
      // Ctrl-C reaches the services too (one process group): their exit then is no crash.
      if (stopping || shuttingDown) return;
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

/** What `make start` says when the embedded PostgreSQL dies and comes back. */
function reportPostgres(event: SupervisionEvent): void {
  const { kind, ...fields } = event;
  if (kind === 'exited') log.error('PostgreSQL exited; restarting (writes answer 503 until it is back)', fields);
  else if (kind === 'restarted') log.info('PostgreSQL restarted', fields);
  else log.warn('PostgreSQL did not start again; retrying', fields);
}

/** Polls the site until it answers (any status below 500), then says where it is, once. */
async function announceWhenReady(): Promise<void> {
  const probe = `http://127.0.0.1:${config.port}/`;
  while (!shuttingDown) {
    const status = await fetch(probe, { redirect: 'manual', signal: AbortSignal.timeout(5_000) }).then(
      (res) => res.status,
      () => 0,
    );
    if (status > 0 && status < 500) {
      log.info(`Northrock is ready on ${config.publicUrl}`, { access_log: join(config.dataDir, 'logs', 'access.log') });
      return;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function main() {
  try {
    mkdirSync(config.dataDir, { recursive: true });
  } catch (err) {
    throw new StartError(`DATA_DIR ${config.dataDir} cannot be created (${(err as NodeJS.ErrnoException).code}): set DATA_DIR to a folder you may write to.`);
  }
  // Checked first: finding it taken after a minute of database start-up helps nobody.
  if ((await freePort(config.port)) !== config.port) {
    throw new StartError(
      `Port ${config.port} is already in use (another program, or another "make start"): stop it, or choose another port, e.g. "PORT=${config.port + 1} make start".`,
    );
  }
  const redisUrl = await ensureRedis(config.redisUrl);
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const embedded = await startEmbeddedPostgres(config.dataDir, {
      log: (line) => log.debug(line, { source: 'postgres' }),
      supervise: reportPostgres,
    });
    databaseUrl = embedded.url;
    stops.push(() => embedded.stop());
    log.info('started the embedded PostgreSQL', { data: embedded.dataPath, mode: embedded.mode });
  }
  // Generated once under DATA_DIR outside production, so both services share it.
  resolveJwtSecret(config);
  const result = await migrateAndSeed(databaseUrl, config.admin);
  log.info('database ready', { migrations_applied: result.applied.length, seeded: result.seeded });

  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, DATA_DIR: config.dataDir };
  if (dev) {
    const tsx = createRequire(import.meta.url).resolve('tsx/cli');
    const watch = (entry: string, ...args: string[]) => [tsx, 'watch', '--clear-screen=false', join(repoRoot, entry), ...args];
    // Node resolves packages as Vite's SSR does (their `development` builds): one React Router
    // instance for the gateway and the pages, not a production and a development copy.
    const gatewayEnv = { ...env, NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --conditions=development`.trim() };
    supervise('gateway', watch('services/gateway/src/dev.ts', '--web', webDir), gatewayEnv);
    supervise('worker', watch('services/worker/src/main.ts'), env);
  } else {
    for (const [name, script] of [
      ['gateway', join(repoRoot, 'services/gateway/dist/main.mjs')],
      ['worker', join(repoRoot, 'services/worker/dist/main.mjs')],
    ] as const) {
      if (!existsSync(script)) throw new StartError(`${script} is missing: run "make start" (it builds first) or "npm run build".`);
      supervise(name, [script], env);
    }
  }
  await announceWhenReady();
}

await main().catch(fail);
