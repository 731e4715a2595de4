/**
 * The README's commands work as the first command on a fresh clone: nothing generated yet (no
 * route types, no build, no .data), only the installed packages (hard links, as
 * test/start-anywhere.test.ts does; `make deps` sees its stamp and skips `npm ci`).
 *
 * Here `make dev`, as an engineer uses it: one command brings the product up from its sources
 * (no build), and an edited page shows on the next request without restarting anything. The
 * others are proven where they already run: `make test` starts its typecheck and lint with the
 * route types removed (scripts/make-test.sh: `make typecheck`, and the lint's own generation
 * step), and `make start`, which runs `make build` first, starts a fresh clone in
 * test/start-anywhere.test.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
}, 300_000);

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
  const keep = (d: Buffer) => (output += d);
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function until<T>(what: string, ms: number, output: () => string, check: () => Promise<T | undefined>): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}\n${output()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('make dev as the first command on a fresh clone', () => {
  // Vite's dev server and the services from source: about a minute of CPU; the bound only stops a hung start.
  it('serves the product from source and shows an edited page without a restart', { timeout: 600_000 }, async () => {
    const clone = freshClone();
    db = await scratchDatabase('firstdev', process.env.TEST_PG_SERVER_URL);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const dev = make('dev', clone, {
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATABASE_URL: db.url,
      // Nothing answers there: the dev command starts a private redis-server of its own.
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
      DATA_DIR: join(clone, '..', 'data'),
      LOG_LEVEL: 'info',
      SMTP_URL: '',
      S3_ENDPOINT: '',
      // Exported for `make start` in the same shell: make dev still serves React's development build.
      NODE_ENV: 'production',
    });
    const page = async () => {
      const res = await fetch(`${base}/warranty`).catch(() => undefined);
      return res?.status === 200 ? res.text() : undefined;
    };
    const before = await until('the warranty page', 540_000, dev.output, async () => {
      if (dev.child.exitCode !== null) return `exited ${dev.child.exitCode}`;
      return page();
    });
    expect(dev.child.exitCode, `make dev on a fresh clone:\n${dev.output()}`).toBeNull();
    expect(before).toContain('Our coverage');
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    // The browser's side of the loop: Vite's client and the page modules from source.
    expect((await fetch(`${base}/@vite/client`)).status).toBe(200);

    const route = join(clone, 'web/src/app/routes/public/warranty.tsx');
    const source = readFileSync(route, 'utf8');
    expect(source).toContain("coverage: 'Our coverage',");
    writeFileSync(route, source.replace("coverage: 'Our coverage',", "coverage: 'Our coverage, edited just now',"));
    const after = await until('the edited page', 60_000, dev.output, async () => {
      const html = await page();
      return html?.includes('Our coverage, edited just now') ? html : undefined;
    });
    expect(after).toContain('Our coverage, edited just now');
    // One gateway all along: the page changed under the running process.
    expect(dev.output().match(/"gateway listening"/g)).toHaveLength(1);
    await stop(dev.child);
  });
});
