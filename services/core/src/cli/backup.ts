/** Entry point of the images: one backup now (`node services/core/dist/backup.mjs`); docs/deploy.md, "Backups". */
import { backupCommand } from '../modules/backup';
import { loadConfigOrExit } from '../platform/config';
import { createOrm } from '../registry';

const config = loadConfigOrExit();
if (!config.databaseUrl) {
  console.error('DATABASE_URL is not set: the backup command needs the database to back up.');
  process.exit(1);
}
try {
  process.exit((await backupCommand(config, config.databaseUrl, (url) => createOrm(url, { pool: { min: 0, max: 2 } }), console.log)) ? 0 : 1);
} catch (err) {
  console.error(`Backup failed: ${(err as Error).message}`);
  process.exit(1);
}
