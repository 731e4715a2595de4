/**
 * The embedded PostgreSQL wherever a newcomer clones the product: a private folder (mode 0700,
 * as root: root's home or `mktemp -d`), a path with a space, a data folder used before, a start
 * killed mid-way, and the failures that must read as one sentence.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { queryOnce as query } from './test-database';
import { rootOnly } from '../../test/root-only';
import { EmbeddedPostgresError, RELOCATION_BASE, startEmbeddedPostgres, type EmbeddedPostgresHandle } from './embedded-postgres';

const isRoot = userInfo().uid === 0;
const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await Promise.resolve(c()).catch(() => undefined);
});

/** A private folder (mkdtemp makes it 0700) with a space in the path below it. */
function privateDataDir(): string {
  const top = mkdtempSync(join(tmpdir(), 'northrock-pg-'));
  expect(statSync(top).mode & 0o777).toBe(0o700);
  cleanups.push(() => rmSync(top, { recursive: true, force: true }));
  return join(top, 'my data');
}

async function started(dataDir: string, options: Parameters<typeof startEmbeddedPostgres>[1] = {}): Promise<EmbeddedPostgresHandle> {
  const handle = await startEmbeddedPostgres(dataDir, { database: 'postgres', ...options });
  cleanups.push(() => handle.stop());
  return handle;
}

describe('the embedded PostgreSQL', () => {
  it('runs from a private folder with a space in its path, keeps its data there, and finds it again after a restart', async () => {
    const dataDir = privateDataDir();
    const exitHooks = process.listeners('beforeExit').length;
    const first = await started(dataDir);
    // No exit hook of its own: one that calls process.exit would hide a failed test run's code.
    expect(process.listeners('beforeExit')).toHaveLength(exitHooks);
    expect(first.dataPath).toBe(join(dataDir, 'postgres'));
    expect(first.mode).toBe(isRoot ? 'user-namespace' : 'direct');
    await query(first.url, 'create table lead (name text)');
    await query(first.url, 'insert into lead values ($1)', ['Ada']);
    await first.stop();
    expect(existsSync(join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
    // Files stay the caller's own: nothing to chown back, nothing outside DATA_DIR.
    expect(lstatSync(join(dataDir, 'postgres', 'PG_VERSION')).uid).toBe(userInfo().uid);

    const second = await started(dataDir);
    expect(await query(second.url, 'select name from lead')).toEqual([{ name: 'Ada' }]);
    // A random password per cluster, not a well-known one.
    await expect(query(second.url.replace(/:[^:@/]+@/, ':postgres@'), 'select 1')).rejects.toThrow(/password/);
    await second.stop();
  });

  it('stops a server left running by a start that was killed, and refuses one a live start still uses', async () => {
    const dataDir = privateDataDir();
    const moduleUrl = new URL('./embedded-postgres.ts', import.meta.url).href;
    // Another process starts the server and stays alive.
    const script = `const m = await import(${JSON.stringify(moduleUrl)});
      const h = await m.startEmbeddedPostgres(${JSON.stringify(dataDir)}, { database: 'postgres' });
      console.log('READY ' + h.url); setInterval(() => {}, 1000);`;
    const other = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    cleanups.push(() => other.kill('SIGKILL'));
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      other.stdout!.on('data', (d) => {
        out += d;
        const m = /READY (\S+)/.exec(out);
        if (m) resolve(m[1]!);
      });
      other.once('exit', (code) => reject(new Error(`exited ${code}`)));
    });
    await query(url, 'create table t (x int)');

    await expect(startEmbeddedPostgres(dataDir, { database: 'postgres' })).rejects.toThrow(
      /^Another Northrock start \(process \d+\) is already using .*: stop it first/,
    );

    // Killed without a chance to stop its server: the next start takes over.
    other.kill('SIGKILL');
    await new Promise((r) => other.once('exit', r));
    const next = await started(dataDir);
    expect(await query(next.url, 'select count(*)::int as n from t')).toEqual([{ n: 0 }]);
    await next.stop();
  });

  it('refuses a data folder of another PostgreSQL version, or one that holds something else, in one sentence', async () => {
    const foreign = privateDataDir();
    mkdirSync(join(foreign, 'postgres'), { recursive: true });
    writeFileSync(join(foreign, 'postgres', 'PG_VERSION'), '15\n');
    const err = await startEmbeddedPostgres(foreign).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EmbeddedPostgresError);
    expect((err as Error).message).toMatch(/holds a PostgreSQL 15 database but the embedded server is PostgreSQL \d+: move that folder away/);
    expect((err as Error).message.split('\n')).toHaveLength(1);

    const cluttered = privateDataDir();
    mkdirSync(join(cluttered, 'postgres'), { recursive: true });
    writeFileSync(join(cluttered, 'postgres', 'notes.txt'), 'mine');
    await expect(startEmbeddedPostgres(cluttered)).rejects.toThrow(/is not empty but holds no PostgreSQL database: move it away/);
    expect(existsSync(join(cluttered, 'postgres', 'notes.txt'))).toBe(true);
  });

  rootOnly('names a full disk and the fix (root: a 2 MB tmpfs as DATA_DIR)', async () => {
    const dataDir = privateDataDir();
    mkdirSync(dataDir, { recursive: true });
    const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', dataDir]);
    expect(mounted.status, String(mounted.stderr)).toBe(0);
    cleanups.push(() => spawnSync('umount', ['-l', dataDir]));
    const err = await startEmbeddedPostgres(dataDir).catch((e: unknown) => e);
    expect((err as Error).message).toMatch(/^The disk that holds .* is full: free some space, or set DATA_DIR to a folder on another disk\.$/);
    expect(existsSync(join(dataDir, 'postgres'))).toBe(false);
  });

  rootOnly('without user namespaces, runs as the postgres system user from a place it can reach, and says where', async () => {
    const dataDir = privateDataDir();
    const before = new Set(existsSync(RELOCATION_BASE) ? readdirSync(RELOCATION_BASE) : []);
    cleanups.push(() => {
      // Leave the machine as found: remove what this test placed there (after the server stopped).
      for (const entry of readdirSync(RELOCATION_BASE)) if (!before.has(entry)) rmSync(join(RELOCATION_BASE, entry), { recursive: true, force: true });
    });
    const first = await started(dataDir, { runAs: 'system-user' });
    expect(first.mode).toBe('system-user');
    // Root's private folder is out of the system user's reach: the data lives under
    // RELOCATION_BASE and DATA_DIR/postgres links to it.
    expect(first.dataPath.startsWith(`${RELOCATION_BASE}/`)).toBe(true);
    expect(readlinkSync(join(dataDir, 'postgres'))).toBe(first.dataPath);
    await query(first.url, 'create table kept (x int)');
    await first.stop();

    const second = await started(dataDir, { runAs: 'system-user' });
    expect(second.dataPath).toBe(first.dataPath);
    expect(await query(second.url, 'select count(*)::int as n from kept')).toEqual([{ n: 0 }]);
    await second.stop();
  });
});
