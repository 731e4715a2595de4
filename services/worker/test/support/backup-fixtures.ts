import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { BackupDeps, RestoreDeps } from '@northrock/core/backup';
import {
  type BackupLocation,
  type Config,
  createBackupLocation,
  createLogger,
  createMailer,
  type Mailer,
  type ObjectStore,
  type Orm,
} from '@northrock/core/platform';
import { createOrm } from '@northrock/core/registry';
import { queryOnce } from '@northrock/tools/test-database';

/** One query on a connection of its own. */
export const sql = <T = Record<string, unknown>>(databaseUrl: string, text: string, params: unknown[] = []) =>
  queryOnce(databaseUrl, text, params) as Promise<T[]>;

export const BACKUP_JWT_SECRET = 'backup-test-secret-0123456789-0123456789';

/** A backup folder of its own (BACKUP_DIR, so it must exist: it does). */
export function folderLocation(): { dir: string; location: BackupLocation } {
  const dir = mkdtempSync(join(tmpdir(), 'northrock-backups-'));
  return { dir, location: createBackupLocation({ kind: 'folder', dir, explicit: true }) };
}

export const openOrm = (url: string) => createOrm(url, { pool: { min: 0, max: 2 } });

const mailers = new Map<Config, Mailer>();
const stagingDirs: string[] = [];
/** One mailer per configuration, closed by `releaseBackupFixtures` (an open pooled connection holds the test's SMTP server open). */
const mailerFor = (config: Config) => mailers.get(config) ?? mailers.set(config, createMailer(config)).get(config)!;
/** Closes the mailers and removes the restores' staging folders these fixtures made. */
export function releaseBackupFixtures(): void {
  for (const mailer of mailers.values()) mailer.close();
  mailers.clear();
  for (const dir of stagingDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** What a backup needs, from a test's adapters. */
export function backupDeps(opts: {
  orm: Orm;
  databaseUrl: string;
  location: BackupLocation;
  storage: ObjectStore;
  config: Config;
  now?: () => Date;
  jwtSecret?: string;
}): BackupDeps {
  return {
    orm: opts.orm,
    databaseUrl: opts.databaseUrl,
    location: opts.location,
    storage: opts.storage,
    mailer: mailerFor(opts.config),
    mail: opts.config,
    jwtSecret: opts.jwtSecret ?? BACKUP_JWT_SECRET,
    stagingDir: join(opts.config.dataDir, 'tmp', 'backup'),
    openOrm,
    log: createLogger('silent'),
    now: opts.now,
  };
}

export function restoreDeps(opts: { databaseUrl: string; location: BackupLocation; storage: ObjectStore; jwtSecret?: string }): RestoreDeps {
  return {
    ...opts,
    openOrm,
    jwtSecret: opts.jwtSecret ?? BACKUP_JWT_SECRET,
    stagingDir: stagingDirs[stagingDirs.push(mkdtempSync(join(tmpdir(), 'northrock-restore-'))) - 1]!,
  };
}

/** Per table: its row count and a checksum of its rows (order-free). */
export async function tableFingerprints(databaseUrl: string, skip: string[] = []): Promise<Record<string, { rows: number; md5: string }>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' order by 1`,
    );
    const out: Record<string, { rows: number; md5: string }> = {};
    for (const { name } of tables) {
      if (skip.includes(name)) continue;
      const { rows } = await client.query<{ rows: number; md5: string }>(
        `select count(*)::int as rows, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as md5 from public."${name}" x`,
      );
      out[name] = rows[0]!;
    }
    return out;
  } finally {
    await client.end();
  }
}

/** Every stored object: key -> sha256 of its bytes. */
export async function objectFingerprints(store: ObjectStore): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for await (const o of store.list(''))
    out[o.key] = createHash('sha256')
      .update(await store.getBuffer(o.key))
      .digest('hex');
  return out;
}
