/**
 * `make backup`: one backup set now, written to the backup location (BACKUP_DIR or BACKUP_S3_*,
 * default `<DATA_DIR>-backups`) and read back. With no DATABASE_URL it reads the embedded
 * PostgreSQL under DATA_DIR: the one a running `make start` serves, or one started for it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { backupCommand } from '@northrock/core/backup';
import { loadConfigOrExit } from '@northrock/core/platform';
import { createOrm } from '@northrock/core/registry';
import { EmbeddedPostgresError, startEmbeddedPostgres } from '@northrock/tools/embedded-postgres';
import { runningEmbeddedPostgres } from '@northrock/tools/embedded-postgres-running';

const config = loadConfigOrExit();
let ok = false;
let stop: (() => Promise<void>) | undefined;
try {
  let databaseUrl = config.databaseUrl ?? runningEmbeddedPostgres(config.dataDir);
  if (!databaseUrl) {
    if (!existsSync(join(config.dataDir, 'postgres')))
      throw new Error(`${config.dataDir} holds no installation: there is nothing to back up (run make start first, or set DATABASE_URL)`);
    const embedded = await startEmbeddedPostgres(config.dataDir);
    stop = embedded.stop;
    databaseUrl = embedded.url;
  }
  ok = await backupCommand(config, databaseUrl, (url) => createOrm(url, { pool: { min: 0, max: 2 } }), console.log);
} catch (err) {
  console.error(err instanceof EmbeddedPostgresError ? err.message : `Backup failed: ${(err as Error).message}.`);
} finally {
  await stop?.();
}
process.exit(ok ? 0 : 1);
