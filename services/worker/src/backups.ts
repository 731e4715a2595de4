import { join } from 'node:path';
import { backupJobHandlers } from '@northrock/core/backup';
import {
  type BackupLocation,
  type Config,
  createBackupLocation,
  type Logger,
  type Mailer,
  type ObjectStore,
  type Orm,
  resolveJwtSecret,
} from '@northrock/core/platform';
import { createOrm } from '@northrock/core/registry';

/** How often the worker sweeps the backup runs: a due run starts within this (and at once after "Back up now"). */
export const BACKUP_SWEEP_EVERY_MS = 60 * 1000;

/** The backups' knobs; tests inject a clock and a location that fails. */
export interface BackupTuning {
  /** The schedule's clock (default: the time now). */
  now?: () => Date;
  /** How often the sweep runs (default every minute). */
  everyMs?: number;
  /** Default: the location of `BACKUP_*`. */
  location?: BackupLocation;
}

/** `backup.sweep` wired to this worker's adapters (docs/reliability.md, "Backups and restore"). */
export function backupHandlers(deps: { config: Config; orm: Orm; storage: ObjectStore; mailer: Mailer; log: Logger; tuning?: BackupTuning }) {
  const { config } = deps;
  return backupJobHandlers({
    orm: deps.orm,
    databaseUrl: config.databaseUrl!,
    location: deps.tuning?.location ?? createBackupLocation(config.backup),
    storage: deps.storage,
    mailer: deps.mailer,
    mail: config,
    jwtSecret: resolveJwtSecret(config),
    stagingDir: join(config.dataDir, 'tmp', 'backup'),
    // The drill's scratch database: a few connections for its migrations.
    openOrm: (url) => createOrm(url, { pool: { min: 0, max: 2 } }),
    log: deps.log,
    now: deps.tuning?.now,
  });
}
