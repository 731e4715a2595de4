import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { BackupLocation } from '../../platform/backup-location';
import { ensureDatabase, migrationsList, type Orm } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { dumpDatabase } from '../../platform/pg-dump';
import { databaseNameOf, databaseUrlFor, dropDatabase, loadDatabase, RESTORE_MARKER_TABLE } from '../../platform/pg-load';
import { devNull, gunzipped, tally } from './backup-files';
import type { Manifest } from './backup-manifest';

/** How a restore opens the ORM on its target (the registry's `createOrm`: modules never import the registry). */
export type OpenOrm = (databaseUrl: string) => Promise<Orm>;

/**
 * Refuses a set whose schema this code does not know: it comes from a newer version, and the
 * migrations that made its tables are not here. Nothing has been touched when this throws.
 */
export function refuseNewerSchema(manifest: Manifest): void {
  const known = new Set(migrationsList.map((m) => m.name));
  const unknown = manifest.migrations.filter((name) => !known.has(name));
  if (unknown.length) {
    throw new AppError(
      'CONFLICT',
      `Backup ${manifest.id} comes from a newer version of Northrock (${manifest.product_version}): its database has migrations this version does not know ` +
        `(${unknown.slice(0, 3).join(', ')}${unknown.length > 3 ? ', ...' : ''}). Restore it with that version or a later one. Nothing was changed.`,
    );
  }
}

/**
 * Fills an empty database with a set's rows: the migrations the set was taken at (exactly
 * those, so its tables and columns are the dump's), then every table's COPY text, in one
 * transaction. Migrations newer than the set are the caller's next step.
 */
export async function restoreDatabase(databaseUrl: string, manifest: Manifest, location: BackupLocation, openOrm: OpenOrm): Promise<void> {
  const orm = await openOrm(databaseUrl);
  try {
    await orm.migrator.up({ migrations: manifest.migrations });
  } finally {
    await orm.close(true);
  }
  await loadDatabase(databaseUrl, manifest.tables, manifest.sequences, (table) => gunzipped(location, manifest.tables.find((t) => t.name === table)!.file));
}

/**
 * The restore drill: the set restored into a scratch database beside the live one
 * (`<db>_drill_<random>`, dropped after), then every table dumped again and compared with the
 * manifest, row count and content checksum. Throws naming what differs.
 */
export async function drillSet(deps: { databaseUrl: string; location: BackupLocation; openOrm: OpenOrm }, manifest: Manifest): Promise<void> {
  const scratch = databaseUrlFor(deps.databaseUrl, `${databaseNameOf(deps.databaseUrl).slice(0, 40)}_drill_${randomBytes(4).toString('hex')}`);
  await ensureDatabase(scratch);
  try {
    await restoreDatabase(scratch, manifest, deps.location, deps.openOrm);
    const problems: string[] = [];
    const expected = new Map(manifest.tables.map((t) => [t.name, t]));
    const snapshot = await dumpDatabase(
      scratch,
      async (table, data) => {
        const t = tally();
        await pipeline(data, t, devNull());
        const want = expected.get(table.name);
        if (!want) problems.push(`table ${table.name} is not in the set`);
        else if (t.lines !== want.rows) problems.push(`table ${table.name}: ${t.lines} rows restored, ${want.rows} in the set`);
        else if (t.sha256() !== want.content_sha256) problems.push(`table ${table.name}: restored rows differ from the set's`);
      },
      { skip: [RESTORE_MARKER_TABLE] },
    );
    for (const name of expected.keys()) if (!snapshot.tables.some((t) => t.name === name)) problems.push(`table ${name} was not restored`);
    if (problems.length) throw new Error(`the restore drill of ${manifest.id} found: ${problems.slice(0, 5).join('; ')}`);
  } finally {
    await dropDatabase(scratch).catch(() => undefined);
  }
}
