import { join } from 'node:path';
import { createBackupLocation } from '../../platform/backup-location';
import { resolveJwtSecret, type Config } from '../../platform/config';
import { createLogger } from '../../platform/logger';
import { createMailer } from '../../platform/mail';
import { createObjectStore } from '../../platform/storage';
import { restoreInstallation } from './backup-install';
import type { OpenOrm } from './backup-restore';
import { backUpNow } from './backup-sweep';

/**
 * `make backup` and `make restore` (scripts/backup.ts, scripts/restore.ts) and the images'
 * `services/core/dist/backup.mjs` / `restore.mjs`: the adapters of the configuration, the
 * backup module's work, and what a person reads in the terminal (`print`).
 */

const size = (bytes: number) => (bytes < 1_000_000 ? `${Math.ceil(bytes / 1000)} kB` : `${(bytes / 1_000_000).toFixed(1)} MB`);
const stagingDir = (config: Config) => join(config.dataDir, 'tmp', 'backup');

/** Where JWT_SECRET comes from, for the reminder to keep it with the backups. */
const secretSource = (config: Config) =>
  config.jwtSecret ? 'JWT_SECRET of this configuration' : `the generated secret in ${join(config.dataDir, 'jwt-secret')} (JWT_SECRET is not set)`;

/** Writes and checks one backup set now; false (after printing why) when it failed. */
export async function backupCommand(config: Config, databaseUrl: string, openOrm: OpenOrm, print: (line: string) => void): Promise<boolean> {
  const orm = await openOrm(databaseUrl);
  const mailer = createMailer(config);
  try {
    const location = createBackupLocation(config.backup);
    const run = await backUpNow(
      {
        orm,
        databaseUrl,
        location,
        storage: createObjectStore(config),
        mailer,
        mail: config,
        jwtSecret: resolveJwtSecret(config),
        stagingDir: stagingDir(config),
        openOrm,
        log: createLogger('silent'),
      },
      'make backup',
    );
    if (run.state !== 'succeeded') {
      print(`Backup failed: ${run.error}. The admins were e-mailed; the product is unchanged.`);
      return false;
    }
    const s = run.summary!;
    print(`Backup ${run.set_id} written to ${location.where} and read back whole, in ${(s.duration_ms / 1000).toFixed(1)} s:`);
    print(`  database: ${s.rows} rows in ${s.tables} tables (${size(s.database_bytes)} compressed)`);
    print(`  stored objects: ${s.objects} (${size(s.object_bytes)}; ${size(s.new_object_bytes)} new in this set, the rest shared with earlier sets)`);
    print(`Restore it into a fresh installation with: make restore BACKUP=${run.set_id}`);
    print(`A restore needs the same JWT_SECRET: keep ${secretSource(config)} with your backup credentials (it is not in the backup).`);
    return true;
  } finally {
    mailer.close();
    await orm.close(true);
  }
}

/** Restores set `setId` (default: the newest) into the configured installation, which must be fresh. */
export async function restoreCommand(
  config: Config,
  databaseUrl: string,
  openOrm: OpenOrm,
  setId: string | undefined,
  print: (line: string) => void,
): Promise<void> {
  const storage = createObjectStore(config);
  await storage.init();
  const location = createBackupLocation(config.backup);
  const report = await restoreInstallation(
    { databaseUrl, location, storage, openOrm, jwtSecret: resolveJwtSecret(config), stagingDir: stagingDir(config), progress: (line) => print(`  ${line}`) },
    setId,
  );
  const { totals } = report.set;
  print(`Restored backup ${report.set.id} (taken ${report.set.created_at} by version ${report.set.product_version}) into database ${report.database}:`);
  print(
    `  ${totals.rows} rows, ${totals.objects} stored objects (${size(totals.object_bytes)}) into ${config.s3 ? `bucket ${config.s3.bucket}` : config.mediaDir}`,
  );
  print(`  migrations applied since the backup: ${report.migrationsAfter.length ? report.migrationsAfter.join(', ') : 'none'}`);
  print(`  homeowners erased again (erased after the backup was taken): ${report.erasuresReapplied}`);
  print(`  new installation id ${report.installId}: its queues cannot meet the old installation's on a shared Redis`);
}
