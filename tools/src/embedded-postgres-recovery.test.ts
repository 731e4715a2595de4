/**
 * The embedded PostgreSQL recovers on its own: a first start interrupted at any point (Ctrl-C
 * or SIGKILL) starts again, a cluster an older interrupted start left without its password is
 * made again, and a supervised server that dies comes back on the same URL with its data.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { queryOnce as query } from './test-database';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle, type SupervisionEvent } from './embedded-postgres';

const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await Promise.resolve(c()).catch(() => undefined);
});

function dataDir(): string {
  const top = mkdtempSync(join(tmpdir(), 'northrock-pg-recovery-'));
  cleanups.push(() => rmSync(top, { recursive: true, force: true }));
  return join(top, 'data');
}

async function started(dir: string, options: Parameters<typeof startEmbeddedPostgres>[1] = {}): Promise<EmbeddedPostgresHandle> {
  const handle = await startEmbeddedPostgres(dir, { database: 'postgres', ...options });
  cleanups.push(() => handle.stop());
  return handle;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, check: () => boolean, ms = 30_000): Promise<void> {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(20)) if (check()) return;
  throw new Error(`timed out waiting for ${what}`);
}

/** What an interrupted start may leave in DATA_DIR: nothing of these names. */
function leftovers(dir: string): string[] {
  return readdirSync(dir).filter((f) => /^\.pwfile-|^\.postgres-init-|\.new$/.test(f));
}

/** The points of a first start to interrupt it at, seen from outside in DATA_DIR. */
const points: Record<string, (dir: string) => boolean> = {
  'initdb started': (dir) => existsSync(dir) && readdirSync(dir).some((f) => f.startsWith('.postgres-init-')),
  'initdb half-way': (dir) =>
    existsSync(dir) &&
    readdirSync(dir)
      .filter((f) => f.startsWith('.postgres-init-'))
      .some((f) => existsSync(join(dir, f, 'postgres', 'base'))),
  'cluster in place, server starting': (dir) => existsSync(join(dir, 'postgres', 'PG_VERSION')),
};

describe('the embedded PostgreSQL, interrupted and killed', () => {
  it.each(
    Object.keys(points).flatMap((point) => [
      ['SIGINT', point],
      ['SIGKILL', point],
    ]),
  )('a first start interrupted by %s at "%s" leaves nothing behind that stops the next one', async (signal, point) => {
    const dir = dataDir();
    const moduleUrl = new URL('./embedded-postgres.ts', import.meta.url).href;
    // As `make start` does: Ctrl-C ends the process (its exit hooks run); SIGKILL ends nothing else.
    const script = `process.on('SIGINT', () => process.exit(130));
      const m = await import(${JSON.stringify(moduleUrl)});
      await m.startEmbeddedPostgres(${JSON.stringify(dir)}, { database: 'postgres' });
      setInterval(() => {}, 1000);`;
    const first = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: 'ignore', detached: true });
    cleanups.push(() => first.exitCode === null && first.kill('SIGKILL'));
    await until(point, () => points[point]!(dir));
    const gone = new Promise((r) => first.once('exit', r));
    // Ctrl-C reaches the whole foreground group (initdb too); SIGKILL only the start itself.
    if (signal === 'SIGINT') process.kill(-first.pid!, 'SIGINT');
    else first.kill('SIGKILL');
    await gone;

    const next = await started(dir);
    expect(await query(next.url, 'select 1 as ok')).toEqual([{ ok: 1 }]);
    expect(leftovers(dir)).toEqual([]);
    expect(readFileSync(join(dir, 'postgres.password'), 'utf8')).toMatch(/^[\w-]{24}$/);
    await next.stop();
  });

  it('remakes a cluster that an older interrupted start left without its password, and removes its .pwfile', async () => {
    const dir = dataDir();
    const first = await started(dir);
    await first.stop();
    // What starts before this fix left: a whole cluster whose random password never reached the file.
    writeFileSync(join(dir, '.pwfile-4242'), `${readFileSync(join(dir, 'postgres.password'), 'utf8')}\n`);
    unlinkSync(join(dir, 'postgres.password'));
    const again = await started(dir);
    expect(await query(again.url, 'select 1 as ok')).toEqual([{ ok: 1 }]);
    expect(leftovers(dir)).toEqual([]);
    await again.stop();
  });

  it('restarts a supervised server killed with SIGKILL on the same URL, with what was committed', async () => {
    const dir = dataDir();
    const events: SupervisionEvent[] = [];
    const handle = await started(dir, { supervise: (e) => events.push(e) });
    await query(handle.url, 'create table kept (x int); insert into kept values (1)');
    for (let round = 1; round <= 2; round++) {
      const pid = Number(readFileSync(join(handle.dataPath, 'postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(pid, 'SIGKILL');
      await until('the exit report', () => events.filter((e) => e.kind === 'exited').length === round);
      await expect(query(handle.url, 'select 1')).rejects.toThrow();
      await until('the restart', () => events.filter((e) => e.kind === 'restarted').length === round, 60_000);
      expect(await query(handle.url, 'select count(*)::int as n from kept')).toEqual([{ n: 1 }]);
    }
    expect(events[0]).toMatchObject({ kind: 'exited', signal: 'SIGKILL' });
    await handle.stop();
    // Stopped on purpose: not restarted.
    await sleep(1_000);
    expect(events.filter((e) => e.kind === 'exited')).toHaveLength(2);
    await expect(query(handle.url, 'select 1')).rejects.toThrow();
  });
});
