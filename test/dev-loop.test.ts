/**
 * `make dev` as an engineer uses it: one command brings the product up from its sources (no
 * build), and an edited page shows on the next request without restarting anything. The
 * website is a copy (under the git-ignored .data/, inside the repository so its packages
 * resolve), so the tree stays clean even when this test is killed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, repoRoot } from '@northrock/core/platform';
import { scratchDatabase, type ScratchDatabase } from '@northrock/tools/test-database';

let child: ChildProcess | undefined;
let db: ScratchDatabase | undefined;
const dirs: string[] = [];

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  await db?.drop().catch(() => undefined);
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
}, 30_000);

async function until<T>(what: string, ms: number, check: () => Promise<T | undefined>): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('make dev', () => {
  it('serves the product from source and shows an edited page without a restart', { timeout: 120_000 }, async () => {
    const scratch = join(repoRoot, '.data', 'tmp');
    mkdirSync(scratch, { recursive: true });
    const copy = mkdtempSync(join(scratch, 'dev-loop-'));
    const dataDir = mkdtempSync(join(tmpdir(), 'northrock-dev-'));
    dirs.push(copy, dataDir);
    const web = join(copy, 'web');
    for (const f of ['src', 'public', 'package.json', 'tsconfig.json', 'vite.config.ts', 'react-router.config.ts']) {
      cpSync(join(repoRoot, 'web', f), join(web, f), { recursive: true });
    }
    cpSync(join(repoRoot, 'tsconfig.json'), join(copy, 'tsconfig.json')); // web/tsconfig.json extends it
    db = await scratchDatabase('devloop', process.env.TEST_PG_SERVER_URL);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const tsx = createRequire(import.meta.url).resolve('tsx/cli');
    child = spawn(process.execPath, [tsx, join(repoRoot, 'scripts/start.ts'), '--dev', '--web', web], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'development',
        PORT: String(port),
        PUBLIC_URL: `http://localhost:${port}`,
        DATABASE_URL: db.url,
        // Nothing answers there: the dev command starts a private redis-server of its own.
        REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        SMTP_URL: '',
        S3_ENDPOINT: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));

    const page = async () => {
      const res = await fetch(`${base}/warranty`);
      return res.status === 200 ? res.text() : undefined;
    };
    const before = await until('the warranty page', 75_000, page).catch((err: Error) => {
      throw new Error(`${err.message}\n${output.slice(-3000)}`);
    });
    expect(before).toContain('Our coverage');
    // The browser's side of the loop: Vite's client and the page modules from source.
    expect((await fetch(`${base}/@vite/client`)).status).toBe(200);

    const route = join(web, 'src/app/routes/public/warranty.tsx');
    const source = readFileSync(route, 'utf8');
    expect(source).toContain("coverage: 'Our coverage',");
    writeFileSync(route, source.replace("coverage: 'Our coverage',", "coverage: 'Our coverage, edited just now',"));
    const after = await until('the edited page', 20_000, async () => {
      const html = await page();
      return html?.includes('Our coverage, edited just now') ? html : undefined;
    });
    expect(after).toContain('Our coverage, edited just now');

    // One gateway all along: the page changed under the running process.
    expect(output.match(/"gateway listening"/g)).toHaveLength(1);
  });
});
