/**
 * The interrupted first start of `make chaos`: the built start command (what `make start` runs)
 * on a fresh DATA_DIR, interrupted at each point of its first start by Ctrl-C (SIGINT to its
 * process group) or SIGKILL (to the group: the start command, gateway, worker and initdb; the
 * detached PostgreSQL and Redis live on), then started again on the same DATA_DIR: it must
 * come up, accept a lead (201) and leave no temporary cluster or password file behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { freePort, repoRoot } from '@northrock/core/platform';

export interface FirstStartResult {
  point: string;
  signal: 'SIGINT' | 'SIGKILL';
  /** The second start answered health and took a lead. */
  recovered: boolean;
  /** Seconds the second start took to say "ready on". */
  seconds: number;
  detail: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Where a first start is, seen from outside: DATA_DIR's files and the command's output. */
const POINTS: Record<string, (dataDir: string, output: string) => boolean> = {
  'initdb running': (dir) => existsSync(dir) && readdirSync(dir).some((f) => f.startsWith('.postgres-init-')),
  'cluster in place': (dir) => existsSync(join(dir, 'postgres', 'PG_VERSION')),
  'migrating and seeding': (_dir, output) => /started the embedded PostgreSQL/.test(output),
  'services starting': (_dir, output) => /database ready/.test(output),
};

function startCommand(dataDir: string, port: number, redisPort: number): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, [join(repoRoot, 'scripts/dist/start.mjs')], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      PORT: String(port),
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A terminal's foreground group: Ctrl-C reaches the command and everything it did not detach.
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (d) => (output = (output + d).slice(-20_000)));
  child.stderr!.on('data', (d) => (output = (output + d).slice(-20_000)));
  return { child, output: () => output };
}

async function until(check: () => boolean, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(20)) if (check()) return true;
  return false;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((r) => child.once('exit', () => r()));

async function lead(port: number): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'First start',
      email: 'homeowner@chaos.test',
      phone: '807 555 0142',
      city: 'Thunder Bay',
      subject: 'Water in the basement',
      message: 'After an interrupted first start.',
    }),
  }).catch(() => undefined);
  return res?.status ?? 0;
}

async function once(point: string, signal: 'SIGINT' | 'SIGKILL'): Promise<FirstStartResult> {
  const top = mkdtempSync(join(tmpdir(), 'northrock-first-start-'));
  const dataDir = join(top, 'data');
  const port = await freePort();
  const redisPort = await freePort();
  const first = startCommand(dataDir, port, redisPort);
  let second: ReturnType<typeof startCommand> | undefined;
  try {
    if (!(await until(() => POINTS[point]!(dataDir, first.output()), 120_000))) {
      return { point, signal, recovered: false, seconds: 0, detail: `the first start never reached "${point}"` };
    }
    process.kill(-first.child.pid!, signal);
    await exited(first.child);
    await sleep(200);

    const t0 = Date.now();
    second = startCommand(dataDir, port, redisPort);
    const ready = await until(() => /ready on http/.test(second!.output()) || second!.child.exitCode !== null, 180_000);
    const seconds = (Date.now() - t0) / 1000;
    const health = ready ? (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined))?.status : 0;
    const status = ready ? await lead(port) : 0;
    const left = readdirSync(dataDir).filter((f) => /^\.pwfile-|^\.postgres-init-/.test(f));
    const recovered = health === 200 && status === 201 && left.length === 0;
    const detail = recovered ? 'ok' : `health ${health}, lead ${status}, left ${left.join(' ') || 'nothing'}: ${second.output().slice(-600)}`;
    return { point, signal, recovered, seconds, detail };
  } finally {
    for (const run of [second, first]) {
      if (!run || run.child.exitCode !== null || run.child.signalCode !== null) continue;
      process.kill(-run.child.pid!, 'SIGTERM');
      await exited(run.child);
    }
    // The first start's detached servers, when it was killed and the second never took them over.
    await stopLeftServers(dataDir, redisPort);
    await sleep(500);
    rmSync(top, { recursive: true, force: true });
  }
}

async function stopLeftServers(dataDir: string, redisPort: number): Promise<void> {
  const redis = new Redis(redisPort, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  await redis
    .connect()
    .then(() => redis.call('SHUTDOWN', 'NOSAVE'))
    .catch(() => undefined);
  redis.disconnect();
  const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
  if (existsSync(pidFile)) {
    try {
      process.kill(Number(readFileSync(pidFile, 'utf8').split('\n')[0]), 'SIGQUIT');
    } catch {
      // already gone
    }
  }
}

/** Each point with Ctrl-C and SIGKILL; `quick`: two of them (initdb by Ctrl-C, migrations by SIGKILL). */
export async function runInterruptedFirstStarts(quick: boolean, log: (line: string) => void = () => undefined): Promise<FirstStartResult[]> {
  const cases: [string, 'SIGINT' | 'SIGKILL'][] = quick
    ? [
        ['initdb running', 'SIGINT'],
        ['migrating and seeding', 'SIGKILL'],
      ]
    : Object.keys(POINTS).flatMap((p) => [
        [p, 'SIGINT'],
        [p, 'SIGKILL'],
      ]);
  const results: FirstStartResult[] = [];
  for (const [point, signal] of cases) {
    const result = await once(point, signal);
    log(`  first start, ${signal} at "${point}": ${result.recovered ? `started again in ${result.seconds.toFixed(1)} s` : `FAILED (${result.detail})`}`);
    results.push(result);
  }
  return results;
}
