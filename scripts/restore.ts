/**
 * `make restore [BACKUP=<set id>]`: restores a backup set (default: the newest) into a fresh
 * installation: the embedded PostgreSQL and media folder of a new DATA_DIR, or the empty
 * database and bucket DATABASE_URL and S3_* name. It refuses anything that is not empty.
 */
import { restoreCommand } from '@northrock/core/backup';
import { loadConfigOrExit } from '@northrock/core/platform';
import { createOrm } from '@northrock/core/registry';
import { EmbeddedPostgresError, startEmbeddedPostgres } from '@northrock/tools/embedded-postgres';
import { runningEmbeddedPostgres } from '@northrock/tools/embedded-postgres-running';

const config = loadConfigOrExit();
const setId = process.argv[2] || undefined;
let ok = false;
let stop: (() => Promise<void>) | undefined;
try {
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    if (runningEmbeddedPostgres(config.dataDir)) {
      throw new Error(
        `make start is running on ${config.dataDir}: a backup is restored into a fresh installation, so stop it and use a new DATA_DIR (or move this one away)`,
      );
    }
    const embedded = await startEmbeddedPostgres(config.dataDir);
    stop = embedded.stop;
    databaseUrl = embedded.url;
  }
  await restoreCommand(config, databaseUrl, (url) => createOrm(url, { pool: { min: 0, max: 2 } }), setId, console.log);
  console.log(`Start it with: make start${config.databaseUrl ? '' : ` (DATA_DIR=${config.dataDir})`}`);
  ok = true;
} catch (err) {
  console.error(err instanceof EmbeddedPostgresError ? err.message : `Restore failed: ${(err as Error).message}`);
} finally {
  await stop?.();
}
process.exit(ok ? 0 : 1);
