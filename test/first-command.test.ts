/**
 * Each make target the README lists works as the first command on a fresh clone: nothing
 * generated yet (no route types, no build, no .data), only the installed packages (hard links,
 * as test/start-anywhere.test.ts does; `make deps` sees its stamp and skips `npm ci`). Each
 * target gets a clone of its own, and they run side by side to keep this test short.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '@northrock/core/platform';
import { scratchDatabase, type ScratchDatabase } from '@northrock/tools/test-database';
import { cloneInto, machinePath, stop } from './fresh-clone';

const running: ChildProcess[] = [];
const dirs: string[] = [];
let db: ScratchDatabase | undefined;
afterAll(async () => {
  for (const child of running) await stop(child).catch(() => undefined);
  await db?.drop().catch(() => undefined);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}, 60_000);

function freshClone(): string {
  const top = mkdtempSync(join(tmpdir(), 'northrock-first-'));
  dirs.push(top);
  const clone = join(top, 'northrock');
  cloneInto(clone);
  return clone;
}

/** `make <target>` in its own process group (so stop() reaches everything it started). */
function make(target: string, cwd: string, env: Record<string, string> = {}) {
  const child = spawn('make', ['--no-print-directory', target], {
    cwd,
    env: { PATH: machinePath(), HOME: process.env.HOME ?? '/root', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.push(child);
  let output = '';
  const keep = (d: Buffer) => (output = (output + d).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function passes(target: string): Promise<string> {
  const clone = freshClone();
  const run = make(target, clone);
  const code = await run.exited;
  expect(code, `make ${target} on a fresh clone:\n${run.output()}`).toBe(0);
  return clone;
}

async function devServes(): Promise<void> {
  const clone = freshClone();
  db = await scratchDatabase('firstdev', process.env.TEST_PG_SERVER_URL);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dev = make('dev', clone, {
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    DATABASE_URL: db.url,
    REDIS_URL: process.env.TEST_REDIS_URL!,
    DATA_DIR: join(clone, '..', 'data'),
    SMTP_URL: '',
    S3_ENDPOINT: '',
  });
  let status: number | undefined;
  for (let i = 0; i < 720 && dev.child.exitCode === null && status !== 200; i++) {
    status = (await fetch(`${base}/warranty`).catch(() => undefined))?.status;
    if (status !== 200) await new Promise((r) => setTimeout(r, 250));
  }
  expect(status, `make dev on a fresh clone:\n${dev.output()}`).toBe(200);
  expect((await fetch(`${base}/api/health`)).status).toBe(200);
  await stop(dev.child);
}

describe('the first command on a fresh clone', () => {
  it('make lint, make typecheck, make build and make dev each work on their own', { timeout: 240_000 }, async () => {
    const [, typechecked, built] = await Promise.all([passes('lint'), passes('typecheck'), passes('build'), devServes()]);
    expect(existsSync(join(typechecked, 'web/.react-router/types'))).toBe(true);
    for (const out of ['web/build/server/index.js', 'services/gateway/dist/main.mjs']) expect(existsSync(join(built, out)), out).toBe(true);
  });
});
