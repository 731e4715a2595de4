import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { BackupLocation } from '../../platform/backup-location';
import { ensureDatabase } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { databaseNameOf, markRestoreFinished, markRestoreStarted, queryRows, tablesOf, unfinishedRestore } from '../../platform/pg-load';
import type { ObjectStore } from '../../platform/storage';
import { renewInstallId } from '../meta';
import { eraseAgainAfterRestore } from '../privacy';
import { BackupRun } from './backup.entity';
import { stageFile } from './backup-files';
import { readErasureLog } from './backup-erasures';
import { blobKey, keyFingerprint, type Manifest } from './backup-manifest';
import { newestSet } from './backup-prune';
import { refuseNewerSchema, restoreDatabase, type OpenOrm } from './backup-restore';
import { readManifest, verifySet } from './backup-verify';

export interface RestoreDeps {
  /** The database to fill: it must be empty (it is created when absent). */
  databaseUrl: string;
  location: BackupLocation;
  /** The media store to fill: it must be empty. */
  storage: ObjectStore;
  openOrm: OpenOrm;
  /** This installation's JWT_SECRET: the backup's two-factor secrets were sealed with a key derived from its own. */
  jwtSecret: string;
  stagingDir: string;
  /** Each step as it happens, for the person running the restore. */
  progress?: (line: string) => void;
}

export interface RestoreReport {
  set: Pick<Manifest, 'id' | 'created_at' | 'product_version' | 'totals'>;
  database: string;
  /** Migrations run after the set's rows were in: the schema of this version. */
  migrationsAfter: string[];
  erasuresReapplied: number;
  installId: string;
}

const refuse = (message: string) => new AppError('CONFLICT', `${message} Nothing was changed.`);

/**
 * Restores a set (default: the newest complete one) into a fresh installation: an empty
 * database and an empty media store. Everything that can refuse does so before anything is
 * written: a set from a newer schema, a different JWT_SECRET, a target that is not empty, a set
 * that fails its check. Then the target is marked unusable, filled (the set's migrations, its
 * rows, its objects, the migrations since), the erasures logged after the set applied again,
 * given a new installation id (its own queues), and unmarked last: a restore cut short leaves
 * a database the gateway, the worker and migrate refuse, never a half-restored one in use.
 */
export async function restoreInstallation(deps: RestoreDeps, setId?: string): Promise<RestoreReport> {
  const say = deps.progress ?? (() => undefined);
  const id = setId ?? (await newestSet(deps.location));
  const manifest = await readManifest(deps.location, id);
  refuseNewerSchema(manifest);
  if (manifest.key_fingerprint !== keyFingerprint(deps.jwtSecret)) {
    throw refuse(
      `Backup ${id} was taken with another JWT_SECRET: the two-factor secrets it holds are sealed with a key derived from it. ` +
        'Set JWT_SECRET to the secret of the installation that was backed up (without JWT_SECRET, development keeps it in DATA_DIR/jwt-secret: copy that file into this DATA_DIR).',
    );
  }
  await ensureDatabase(deps.databaseUrl);
  const database = databaseNameOf(deps.databaseUrl);
  const tables = await tablesOf(deps.databaseUrl);
  if (tables.length) {
    const unfinished = await unfinishedRestore((sql) => queryRows(deps.databaseUrl, sql));
    throw refuse(
      unfinished
        ? `Database ${database} holds an unfinished restore: drop it (or name another database) and restore again.`
        : `Database ${database} is not empty (${tables.length} tables): restore into an empty database, e.g. a new one named in DATABASE_URL, or a new DATA_DIR.`,
    );
  }
  const stored = await deps.storage.list('')[Symbol.asyncIterator]().next();
  if (!stored.done) throw refuse(`The media store is not empty (it holds ${stored.value.key}): restore into an empty bucket or a new DATA_DIR.`);
  say(`checking backup ${id} (${manifest.created_at}) in ${deps.location.where}`);
  await verifySet(deps.location, manifest, 'all');

  await markRestoreStarted(deps.databaseUrl, id);
  say(`restoring ${manifest.tables.length} tables (${manifest.totals.rows} rows) into ${database}`);
  await restoreDatabase(deps.databaseUrl, manifest, deps.location, deps.openOrm);
  say(`restoring ${manifest.objects.length} stored objects`);
  await mkdir(deps.stagingDir, { recursive: true });
  const staging = await mkdtemp(join(deps.stagingDir, 'restore-'));
  try {
    const file = join(staging, 'object');
    for (const object of manifest.objects) {
      await stageFile(await deps.location.get(blobKey(object.sha256)), file);
      await deps.storage.putFile(object.key, file, object.content_type);
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }

  const orm = await deps.openOrm(deps.databaseUrl);
  try {
    const migrationsAfter = (await orm.migrator.up()).map((m) => m.name);
    if (migrationsAfter.length) say(`applied ${migrationsAfter.length} migrations newer than the backup`);
    const em = orm.em.fork();
    const { uids } = await readErasureLog(deps.location);
    const erasuresReapplied = await eraseAgainAfterRestore(em, deps.storage, [...uids]);
    if (erasuresReapplied) say(`erased again ${erasuresReapplied} homeowners erased after the backup was taken`);
    // The run that was writing this very set, and any other then in progress, ended with the old installation.
    await em.nativeUpdate(
      BackupRun,
      { state: 'running' },
      { state: 'failed', finished_at: new Date(), error: `not finished in the installation restored from ${id}` },
    );
    const installId = await renewInstallId(em);
    await markRestoreFinished(deps.databaseUrl);
    return { set: manifest, database, migrationsAfter, erasuresReapplied, installId };
  } finally {
    await orm.close(true);
  }
}
