import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readPassword } from './embedded-postgres-cluster';
import { alive, USER } from './embedded-postgres-host';

/**
 * The URL of the embedded PostgreSQL a running `make start` serves from `dataDir` (its
 * `postmaster.pid` names a live server and its port), or undefined when none runs there:
 * `make backup` then reads the live database instead of starting a second server on its files.
 */
export function runningEmbeddedPostgres(dataDir: string, database = 'northrock'): string | undefined {
  const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!pid || !port || !alive(pid)) return undefined;
  const password = readPassword(join(dataDir, 'postgres.password')) ?? 'postgres';
  return `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}
