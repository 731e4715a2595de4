import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupRun, backupStatus, listSets, requestBackup, restoreInstallation, sweepBackups } from '@northrock/core/backup';
import { type BackupLocation, type Config, createBackupLocation, createObjectStore, loadConfig, type ObjectStore } from '@northrock/core/platform';
import { seed } from '@northrock/core/seeds';
import { migratedTestDatabase } from '@northrock/tools/test-database';
import { rootOnly } from '../../../test/root-only';
import { BACKUP_JWT_SECRET, backupDeps, releaseBackupFixtures, folderLocation, restoreDeps } from './support/backup-fixtures';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';

/**
 * A backup that fails or looks wrong (an empty or truncated dump, a location that is missing,
 * full or refuses writes): the run is recorded failed with the reason in the operator's words,
 * the admins get one e-mail, the Dashboard shows it, nothing is offered for restore, and the
 * product carries on; the next good backup clears it.
 */

const OFFICE = 'office@northrock.test';
let db: Awaited<ReturnType<typeof migratedTestDatabase>>;
let smtp: SmtpSink;
let config: Config;
let storage: ObjectStore;
const folders: string[] = [];
const mounts: string[] = [];

beforeAll(async () => {
  db = await migratedTestDatabase('bkfail');
  await seed(db.orm.em.fork(), { username: 'admin', password: 'northrock-admin' });
  smtp = await startSmtpSink();
  const dataDir = mkdtempSync(join(tmpdir(), 'northrock-bkfail-'));
  folders.push(dataDir);
  config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SMTP_URL: smtp.url, STAFF_EMAIL: OFFICE, JWT_SECRET: BACKUP_JWT_SECRET, LOG_LEVEL: 'silent' });
  storage = createObjectStore(config);
  await storage.init();
  // More than the small disks below hold.
  await storage.put('photos/b2/original.jpg', randomBytes(300_000), 'image/jpeg');
}, 120_000);

afterAll(async () => {
  for (const dir of mounts) spawnSync('umount', ['-l', dir]);
  await db?.close();
  releaseBackupFixtures();
  await smtp?.stop();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const deps = (location: BackupLocation) => backupDeps({ orm: db.orm, databaseUrl: db.url, location, storage, config });
const failureMails = (id: number) => smtp.messages.filter((m) => m.messageId === `<backup-backup-${id}@northrock.example>`);

/** "Back up now" and a sweep; the run must fail with `reason`, e-mailed once, on the Dashboard. */
async function failsWith(location: BackupLocation, reason: RegExp): Promise<BackupRun> {
  const asked = await requestBackup(db.orm.em.fork(), 'admin');
  await expect(sweepBackups(deps(location))).resolves.toMatchObject({ ran: 1, skipped: false });
  const run = await db.orm.em.fork().findOneOrFail(BackupRun, { id: asked.id });
  expect(run.state).toBe('failed');
  expect(run.error).toMatch(reason);
  const [mail] = await smtp.waitFor((m) => m.messageId === `<backup-backup-${run.id}@northrock.example>`);
  expect(mail!.subject).toMatch(/^Backup failed: /);
  expect(mail!.to).toMatchObject({ text: OFFICE });
  expect(mail!.text).toContain(run.error!);
  expect(mail!.text).toMatch(/The site keeps running/);
  await sweepBackups(deps(location));
  expect(failureMails(run.id)).toHaveLength(1);
  const status = await backupStatus(db.orm.em.fork());
  expect(status).toMatchObject({ failing: true, last_failure: { id: run.id, state: 'failed' } });
  return run;
}

/** A small disk as the backup folder (root: tmpfs). */
function mountedFolder(options: string): BackupLocation {
  const dir = mkdtempSync(join(tmpdir(), 'northrock-bkdisk-'));
  folders.push(dir);
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir]);
  expect(mounted.status, String(mounted.stderr)).toBe(0);
  mounts.push(dir);
  return createBackupLocation({ kind: 'folder', dir, explicit: true });
}

describe('a backup that fails', () => {
  it('fails a dump that arrives empty or truncated: e-mailed once, on the Dashboard, never offered for restore', async () => {
    const { dir, location } = folderLocation();
    folders.push(dir);
    // A disk that loses what it is given: every table file lands empty, or cut in half.
    let files = 0;
    const lossy: BackupLocation = {
      ...location,
      async putFile(key, file, contentType) {
        await location.putFile(key, file, contentType);
        if (!key.endsWith('.copy.gz')) return;
        const whole = await location.getBuffer(key);
        await location.put(key, files++ % 2 ? whole.subarray(0, Math.floor(whole.length / 2)) : Buffer.alloc(0), contentType);
      },
    };
    const run = await failsWith(
      lossy,
      /^backup set \S+ failed its check: sets\/\S+\/db\/\w+\.copy\.gz: empty \(0 bytes, \d+ written\); sets\/\S+\/db\/\w+\.copy\.gz: cut short or damaged \(\d+ of \d+ bytes: unexpected end of file\)/,
    );
    expect((await listSets(location)).complete).toEqual([]);
    await expect(restoreInstallation(restoreDeps({ databaseUrl: db.url, location, storage }))).rejects.toThrow(/holds no complete backup set/);
    expect(run.set_id).toMatch(/^\d{8}T\d{6}Z-[0-9a-f]{6}$/);
  });

  it('names a BACKUP_DIR that is missing (a disk not mounted) and writes nothing elsewhere', async () => {
    const dir = join(tmpdir(), `northrock-unmounted-${randomBytes(4).toString('hex')}`);
    await failsWith(
      createBackupLocation({ kind: 'folder', dir, explicit: true }),
      /^the backup location \S+ is missing or does not answer \(BACKUP_DIR \S+ does not exist/,
    );
    expect(existsSync(dir)).toBe(false);
  });

  rootOnly('names a backup location that is full (root: a 64 kB disk)', async () => {
    await failsWith(mountedFolder('size=64k'), /^the backup location \S+ is full \(ENOSPC: no space left on device/);
  });

  rootOnly('names a backup location that refuses writes (root: a read-only disk)', async () => {
    await failsWith(mountedFolder('ro,size=1m'), /^the backup location \S+ refuses writes \(EROFS: read-only file system/);
  });

  it('clears once a backup succeeds again', async () => {
    const { dir, location } = folderLocation();
    folders.push(dir);
    await requestBackup(db.orm.em.fork(), 'admin');
    await sweepBackups(deps(location));
    const status = await backupStatus(db.orm.em.fork());
    expect(status).toMatchObject({ failing: false, last_failure: null, last_good: { state: 'succeeded', location: dir } });
    expect(status.last_good_age_hours).toBeLessThan(0.1);
  });
});
