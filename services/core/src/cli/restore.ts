/**
 * Entry point of the images: restore a backup set into the configured database and media store,
 * both empty (`node services/core/dist/restore.mjs [set id]`, default the newest); docs/deploy.md.
 */
import { restoreCommand } from '../modules/backup';
import { loadConfigOrExit } from '../platform/config';
import { createOrm } from '../registry';

const config = loadConfigOrExit();
if (!config.databaseUrl) {
  console.error('DATABASE_URL is not set: name the empty database to restore into.');
  process.exit(1);
}
try {
  await restoreCommand(config, config.databaseUrl, (url) => createOrm(url, { pool: { min: 0, max: 2 } }), process.argv[2], console.log);
  process.exit(0);
} catch (err) {
  console.error(`Restore failed: ${(err as Error).message}`);
  process.exit(1);
}
