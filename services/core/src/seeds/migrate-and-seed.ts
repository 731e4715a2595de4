import { ensureDatabase, migrate, withMigrationLock } from '../platform/db';
import { refuseUnfinishedRestore } from '../platform/pg-load';
import { createOrm } from '../registry';
import { seed } from './seed';

/**
 * Applies migrations and the first-start seed, once, safely when several instances start
 * together (advisory lock): the later ones find nothing to do.
 */
export async function migrateAndSeed(databaseUrl: string, admin: { username: string; password: string }) {
  await ensureDatabase(databaseUrl);
  return withMigrationLock(databaseUrl, async () => {
    const orm = await createOrm(databaseUrl, { pool: { min: 0, max: 2 } });
    try {
      // A restore cut short: migrating or seeding it would make it look usable.
      await refuseUnfinishedRestore((sql) => orm.em.getConnection().execute(sql));
      const applied = await migrate(orm);
      const seeded = await seed(orm.em.fork(), admin);
      return { applied, seeded };
    } finally {
      await orm.close(true);
    }
  });
}
