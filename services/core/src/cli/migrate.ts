/** Entry point: migrations + first-start seed (the containers' one-shot migrate step). */
import { loadConfigOrExit } from '../platform/config';
import { createLogger } from '../platform/logger';
import { migrateAndSeed } from '../seeds/migrate-and-seed';

const config = loadConfigOrExit();
const log = createLogger(config.logLevel, { service: 'migrate' });
if (!config.databaseUrl) {
  log.error('DATABASE_URL is not set: the migrate command needs a database (make start provides one).');
  process.exit(1);
}
try {
  const result = await migrateAndSeed(config.databaseUrl, config.admin);
  log.info('database ready', { migrations_applied: result.applied, seeded: result.seeded });
  process.exit(0);
} catch (err) {
  log.error('migration failed', { err });
  process.exit(1);
}
