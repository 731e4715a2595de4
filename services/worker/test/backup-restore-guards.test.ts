import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backUpNow, blobKey, listSets, manifestKey, pruneLocation, readManifest, restoreInstallation, tableKey, writeBackupSet } from '@northrock/core/backup';
import {
  type BackupLocation,
  createLogger,
  createObjectStore,
  loadConfig,
  migrationsList,
  type ObjectStore,
  refuseUnfinishedRestore,
} from '@northrock/core/platform';
import { installId } from '@northrock/core/meta';
import { migrateAndSeed, seed } from '@northrock/core/seeds';
import { migratedTestDatabase, scratchDatabase, type ScratchDatabase } from '@northrock/tools/test-database';
import { startWorker } from '../src/worker';
import {
  BACKUP_JWT_SECRET,
  backupDeps,
  releaseBackupFixtures,
  folderLocation,
  objectFingerprints,
  openOrm,
  restoreDeps,
  sql,
  tableFingerprints,
} from './support/backup-fixtures';

/**
 * Restoring a set into a fresh installation, and every way it refuses before touching
 * anything: a set from a newer schema, another JWT_SECRET, a target that is not empty; and a
 * restore cut short, which leaves a database nothing will run on.
 */

let source: Awaited<ReturnType<typeof migratedTestDatabase>>;
let dataDir: string;
let storage: ObjectStore;
let location: BackupLocation;
let backupDir: string;
let setId: string;
const scratch: ScratchDatabase[] = [];
const folders: string[] = [];

const config = () => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: BACKUP_JWT_SECRET, LOG_LEVEL: 'silent' });
const emptyStore = () => {
  const dir = mkdtempSync(join(tmpdir(), 'northrock-restored-media-'));
  folders.push(dir);
  return createObjectStore({ s3: undefined, mediaDir: dir });
};
const emptyDatabase = async () => {
  const db = await scratchDatabase('restored');
  scratch.push(db);
  return db.url;
};
const tableCount = async (url: string) => (await sql<{ n: number }>(url, `select count(*)::int as n from pg_tables where schemaname = 'public'`))[0]!.n;

beforeAll(async () => {
  source = await migratedTestDatabase('bkguard');
  dataDir = mkdtempSync(join(tmpdir(), 'northrock-bkguard-'));
  folders.push(dataDir);
  await seed(source.orm.em.fork(), { username: 'admin', password: 'northrock-admin' });
  await installId(source.orm.em.fork());
  storage = createObjectStore(config());
  await storage.init();
  await storage.put('photos/a1/original.jpg', Buffer.from('a photo'), 'image/jpeg');
  await storage.put('photos/a1/large.webp', Buffer.from('its variant'), 'image/webp');
  await storage.put('content/hero.avif', Buffer.from('a content image'), 'image/avif');
  ({ dir: backupDir, location } = folderLocation());
  folders.push(backupDir);
  const run = await backUpNow(backupDeps({ orm: source.orm, databaseUrl: source.url, location, storage, config: config() }), 'test');
  expect(run.state, run.error ?? '').toBe('succeeded');
  setId = run.set_id!;
}, 120_000);

afterAll(async () => {
  releaseBackupFixtures();
  await source?.close();
  for (const db of scratch) await db.drop();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('restoring a backup set', () => {
  it('fills an empty database and store with every row and object, under a new installation id', async () => {
    const target = await emptyDatabase();
    const media = emptyStore();
    const report = await restoreInstallation(restoreDeps({ databaseUrl: target, location, storage: media }));
    expect(report.set.id).toBe(setId);
    expect(report.migrationsAfter).toEqual([]);

    const skip = ['backup_runs', 'app_meta'];
    expect(await tableFingerprints(target, skip)).toEqual(await tableFingerprints(source.url, skip));
    expect(await objectFingerprints(media)).toEqual(await objectFingerprints(storage));
    const meta = `select key, value from app_meta order by key`;
    const [before, after] = [await sql<{ key: string; value: unknown }>(source.url, meta), await sql<{ key: string; value: unknown }>(target, meta)];
    expect(after.map((r) => r.key)).toEqual(before.map((r) => r.key));
    const id = (rows: { key: string; value: unknown }[]) => rows.find((r) => r.key === 'install_id')?.value;
    expect(id(after)).toBe(report.installId);
    expect(id(after)).not.toBe(id(before));
    // Ids go on from where the installation was, never handing out one again.
    const [next] = await sql<{ id: number }>(
      target,
      `insert into services (slug, title, description, image, featured, "order", created_at, updated_at)
      values ('restored-next', 'x', 'x', '', false, 0, now(), now()) returning id`,
    );
    const [top] = await sql<{ id: number }>(source.url, 'select max(id)::int as id from services');
    expect(next!.id).toBeGreaterThan(top!.id);
    await refuseUnfinishedRestore((q) => sql(target, q));
  });

  it('takes a set of an older schema through the migrations written since', async () => {
    const older = await emptyDatabase();
    const orm = await openOrm(older);
    const previous = migrationsList.at(-2)!.name;
    await orm.migrator.up({ to: previous });
    await seed(orm.em.fork(), { username: 'admin', password: 'northrock-admin' });
    await orm.close(true);
    const { location: oldSets, dir } = folderLocation();
    folders.push(dir);
    const written = await writeBackupSet(
      { databaseUrl: older, location: oldSets, storage: emptyStore(), jwtSecret: BACKUP_JWT_SECRET, stagingDir: join(dataDir, 'tmp') },
      'manual',
    );
    expect(written.manifest.migrations.at(-1)).toBe(previous);

    const target = await emptyDatabase();
    const report = await restoreInstallation(restoreDeps({ databaseUrl: target, location: oldSets, storage: emptyStore() }));
    expect(report.migrationsAfter).toEqual([migrationsList.at(-1)!.name]);
    const applied = await sql<{ name: string }>(target, 'select name from mikro_orm_migrations order by id');
    expect(applied.map((m) => m.name)).toEqual(
      migrationsList.map((m) => m.name).filter((n) => written.manifest.migrations.includes(n) || n === migrationsList.at(-1)!.name),
    );
    const skip = ['app_meta', 'mikro_orm_migrations'];
    const restored = await tableFingerprints(target, skip);
    for (const [table, fingerprint] of Object.entries(await tableFingerprints(older, skip))) expect(restored[table], table).toEqual(fingerprint);
  });

  it('refuses a set from a newer schema, a different JWT_SECRET and a target that is not empty, changing nothing', async () => {
    const manifest = await readManifest(location, setId);
    const newerId = setId.replace(/-[0-9a-f]{6}$/, '-ffffff');
    const newer = { ...manifest, id: newerId, migrations: [...manifest.migrations, 'Migration29990101000000_from_the_future'] };
    await location.put(manifestKey(newerId), Buffer.from(JSON.stringify(newer)), 'application/json');
    const target = await emptyDatabase();
    const media = emptyStore();
    await expect(restoreInstallation(restoreDeps({ databaseUrl: target, location, storage: media }), newerId)).rejects.toThrow(
      /comes from a newer version of Northrock .*Migration29990101000000_from_the_future.* Nothing was changed\./,
    );
    await location.remove([manifestKey(newerId)]);

    await expect(
      restoreInstallation(restoreDeps({ databaseUrl: target, location, storage: media, jwtSecret: 'another-secret-0123456789-0123456789-xx' }), setId),
    ).rejects.toThrow(/another JWT_SECRET.*Set JWT_SECRET to the secret of the installation that was backed up/);

    await expect(restoreInstallation(restoreDeps({ databaseUrl: source.url, location, storage: media }), setId)).rejects.toThrow(
      /Database nr_bkguard_\w+ is not empty \(\d+ tables\): restore into an empty database.*Nothing was changed\./,
    );
    const full = emptyStore();
    await full.put('photos/x/original.jpg', Buffer.from('x'), 'image/jpeg');
    await expect(restoreInstallation(restoreDeps({ databaseUrl: target, location, storage: full }), setId)).rejects.toThrow(/media store is not empty/);

    expect(await tableCount(target)).toBe(0);
    expect(await objectFingerprints(media)).toEqual({});
  });

  it('leaves a restore cut short marked unusable: migrate, the worker and another restore refuse it', async () => {
    const target = await emptyDatabase();
    // The location answers the check, then drops the connection half-way through the leads' table.
    let reads = 0;
    const cut: BackupLocation = {
      ...location,
      async get(key) {
        const stream = await location.get(key);
        if (key === tableKey(setId, 'contact_submissions') && ++reads === 2) {
          stream.once('data', () => stream.destroy(new Error('connection reset by the backup server')));
        }
        return stream;
      },
    };
    await expect(restoreInstallation(restoreDeps({ databaseUrl: target, location: cut, storage: emptyStore() }), setId)).rejects.toThrow(/connection reset/);
    expect(reads).toBe(2);

    const refusal = /This database holds an unfinished restore \(of backup \d{8}T\d{6}Z-[0-9a-f]{6}, started [^)]+\): it is not usable\./;
    await expect(refuseUnfinishedRestore((q) => sql(target, q))).rejects.toThrow(refusal);
    await expect(migrateAndSeed(target, { username: 'admin', password: 'northrock-admin' })).rejects.toThrow(refusal);
    await expect(startWorker({ ...config(), databaseUrl: target }, createLogger('silent'))).rejects.toThrow(refusal);
    await expect(restoreInstallation(restoreDeps({ databaseUrl: target, location, storage: emptyStore() }), setId)).rejects.toThrow(
      /holds an unfinished restore: drop it/,
    );
  });

  it('keeps what retention keeps in the location: unfinished sets and blobs no kept set names go, erasures older than every kept set too', async () => {
    const { location: sets, dir } = folderLocation();
    folders.push(dir);
    const media = emptyStore();
    await media.put('photos/c3/original.jpg', Buffer.from('kept photo'), 'image/jpeg');
    const written = await writeBackupSet(
      { databaseUrl: source.url, location: sets, storage: media, jwtSecret: BACKUP_JWT_SECRET, stagingDir: join(dataDir, 'tmp') },
      'manual',
    );
    // Twenty nights of sets before it, by their manifests; a blob no set names; an unfinished set.
    const day = 86_400_000;
    const newest = new Date(written.manifest.created_at).getTime();
    for (let night = 1; night <= 20; night++) {
      const id = written.manifest.id.replace(/-[0-9a-f]{6}$/, `-${String(night).padStart(6, '0')}`);
      const manifest = { ...written.manifest, id, created_at: new Date(newest - night * day).toISOString() };
      await sets.put(manifestKey(id), Buffer.from(JSON.stringify(manifest)), 'application/json');
    }
    await sets.put(blobKey('a'.repeat(64)), Buffer.from('old'), 'application/octet-stream');
    await sets.put(tableKey('20990101T000000Z-abcdef', 'services'), Buffer.from('unfinished'), 'application/gzip');
    await sets.put(
      `erasures/old.jsonl`,
      Buffer.from(`${JSON.stringify({ lead_id: 1, lead_uid: 'u1', erased_at: new Date(newest - 40 * day).toISOString() })}\n`),
      'application/x-ndjson',
    );
    await sets.put(
      `erasures/new.jsonl`,
      Buffer.from(`${JSON.stringify({ lead_id: 2, lead_uid: 'u2', erased_at: new Date(newest - 3 * day).toISOString() })}\n`),
      'application/x-ndjson',
    );

    const result = await pruneLocation(sets, { keep_daily: 7, keep_weekly: 4, keep_monthly: 6 }, 'America/Toronto');
    expect(result.kept).toContain(written.manifest.id);
    expect(result.kept.length).toBeGreaterThanOrEqual(7);
    expect(result.kept.length).toBeLessThanOrEqual(10);
    expect((await listSets(sets)).complete).toEqual(result.kept);
    expect(result.removedSets).toContain('20990101T000000Z-abcdef');
    expect(result.removedBlobs).toBe(1);
    expect(await sets.stat(blobKey('a'.repeat(64)))).toBeUndefined();
    expect(await sets.stat(blobKey(written.manifest.objects[0]!.sha256))).toBeDefined();
    const erasures: string[] = [];
    for await (const o of sets.list('erasures')) erasures.push(o.key);
    expect(erasures).toEqual(['erasures/new.jsonl']);
  });
});
