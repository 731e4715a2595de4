/**
 * The start command as a fresh machine runs it (`make start` after the build): no
 * DATABASE_URL (embedded PostgreSQL under DATA_DIR), Redis not answering at REDIS_URL (a
 * private redis-server), migrations + seed, then gateway and worker serving the API.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, repoRoot } from '@northrock/core/platform';

const startScript = join(repoRoot, 'scripts/dist/start.mjs');

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function run(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [startScript], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  return { child, output: () => output };
}

function baseEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'info', ...extra };
  return env;
}

describe('the start command', () => {
  it('has been built (make test builds before testing)', () => {
    expect(existsSync(startScript), `${startScript} missing: run npm run build`).toBe(true);
  });

  it('stops with a helpful message when Redis does not answer and no redis-server is installed', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'northrock-start-'));
    dirs.push(dataDir);
    const { child, output } = run(baseEnv({ PATH: dirname(process.execPath), DATA_DIR: dataDir, REDIS_URL: `redis://127.0.0.1:${await freePort()}` }));
    const code = await new Promise((r) => child.once('exit', r));
    expect(code).toBe(1);
    expect(output()).toMatch(/no redis-server is installed[\s\S]*apt-get install redis-server/);
  });

  it('stops at once with one sentence when PORT is taken, before starting anything', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'northrock-start-'));
    dirs.push(dataDir);
    const taken = createServer().listen(0, '127.0.0.1');
    await new Promise((r) => taken.once('listening', r));
    const port = (taken.address() as { port: number }).port;
    try {
      const { child, output } = run(baseEnv({ DATA_DIR: dataDir, PORT: String(port) }));
      const code = await new Promise((r) => child.once('exit', r));
      expect(code).toBe(1);
      expect(output().trim()).toBe(
        `Port ${port} is already in use (another program, or another "make start"): stop it, or choose another port, e.g. "PORT=${port + 1} make start".`,
      );
      expect(existsSync(join(dataDir, 'postgres'))).toBe(false);
    } finally {
      taken.close();
    }
  });

  it('brings up the embedded PostgreSQL, a private Redis, migrates, seeds and serves; SIGTERM stops it all', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'northrock-start-'));
    dirs.push(dataDir);
    const port = await freePort();
    const redisPort = await freePort();
    const { child, output } = run(baseEnv({ DATA_DIR: dataDir, PORT: String(port), REDIS_URL: `redis://127.0.0.1:${redisPort}` }));
    const base = `http://127.0.0.1:${port}`;
    let health: Response | undefined;
    for (let i = 0; i < 240 && child.exitCode === null; i++) {
      health = await fetch(`${base}/api/health`).catch(() => undefined);
      if (health?.status === 200) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(health?.status, output()).toBe(200);
    expect(existsSync(join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
    const services = await (await fetch(`${base}/api/services`)).json();
    expect(services).toHaveLength(7);
    const settings = await (await fetch(`${base}/api/site-settings`)).json();
    expect(settings.company_name).toBe('Northrock Foundation & Waterproofing');

    child.kill('SIGTERM');
    const code = await new Promise((r) => child.once('exit', r));
    expect(code).toBe(0);
    expect(await fetch(`${base}/api/health`).catch(() => 'down')).toBe('down');
  }, 120_000);
});
