import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backUpNow, restoreInstallation, sweepBackups } from '@northrock/core/backup';
import { Upload } from '@northrock/core/photo';
import { Lead } from '@northrock/core/lead';
import { installId } from '@northrock/core/meta';
import { type BackupLocation, createBackupLocation, createLogger, createRedis, loadConfig, queuePrefixFor, totpCode } from '@northrock/core/platform';
import { createOrm } from '@northrock/core/registry';
import { scratchDatabase, type ScratchDatabase } from '@northrock/tools/test-database';
import { composeGateway, type Gateway } from '@northrock/gateway/compose';
import { TEST_JWT_SECRET } from '@northrock/gateway/testing';
import { backupDeps, releaseBackupFixtures, objectFingerprints, restoreDeps, sql, tableFingerprints } from './support/backup-fixtures';
import { phonePhoto } from './support/photos';
import { homeownerMailOf, staffMailOf, startPipelineStack, type PipelineStack } from './support/pipeline-stack';
import { startS3, type TestS3 } from './support/s3-server';

/**
 * The restore drill of the whole product: an installation with leads and their photos, an
 * account with two-factor sign-in, content in both languages and an erased homeowner is backed
 * up to an S3 bucket of its own; a homeowner is erased after; the database is dropped and the
 * media bucket emptied; the set is restored into a fresh database and the emptied bucket. Every
 * row and object comes back identical, the homeowner erased after the backup stays erased,
 * two-factor sign-in works, and a gateway starts on it with queues of its own.
 */

let stack: PipelineStack;
let backupS3: TestS3;
let location: BackupLocation;
let restored: ScratchDatabase | undefined;
let gateway: Gateway | undefined;
let server: Server | undefined;

beforeAll(async () => {
  stack = await startPipelineStack({ productPrefix: true });
  backupS3 = await startS3('northrock-backups');
  const env = backupS3.env;
  const own = loadConfig({
    BACKUP_S3_ENDPOINT: env.S3_ENDPOINT!,
    BACKUP_S3_ACCESS_KEY: env.S3_ACCESS_KEY!,
    BACKUP_S3_SECRET_KEY: env.S3_SECRET_KEY!,
    BACKUP_S3_BUCKET: env.S3_BUCKET!,
  });
  location = createBackupLocation(own.backup);
  await stack.startWorker();
}, 120_000);

afterAll(async () => {
  server?.closeAllConnections();
  if (server) await new Promise((r) => server!.close(r));
  await gateway?.close();
  await restored?.drop();
  releaseBackupFixtures();
  await stack?.close().catch(() => undefined);
  await backupS3?.stop();
});

const lead = async (name: string, photos: number) => {
  const urls = photos
    ? (
        await stack.upload(
          await Promise.all(
            Array.from({ length: photos }, () => phonePhoto({ width: 800, height: 600 })).map(async (p, i) => ({ name: `IMG_${i}.JPG`, data: await p })),
          ),
        )
      ).body.urls
    : [];
  const res = await stack.gateway.call('POST', '/api/contact', {
    body: stack.lead({ name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com`, photo_urls: urls }),
  });
  expect(res.status).toBe(201);
  const id = res.body.id as number;
  await stack.smtp.waitFor(staffMailOf(id), 1, 60_000);
  await stack.smtp.waitFor(homeownerMailOf(id), 1, 30_000);
  return id;
};

describe('the restore drill of a whole installation', () => {
  it('gives back every row and object, keeps later erasures, signs in with two-factor and starts', async () => {
    const token = await stack.gateway.login();
    const kept = await lead('Marie Tremblay', 2);
    const erasedLater = await lead('Jean Cote', 1);
    const erasedBefore = await lead('Paul Roy', 0);
    expect((await stack.gateway.call('POST', `/api/admin/contacts/${erasedBefore}/erase`, { token })).status).toBe(200);
    const setup = await stack.gateway.call('POST', '/api/admin/mfa/setup', { token, body: { current_password: 'northrock-admin' } });
    const secret = setup.body.secret as string;
    expect((await stack.gateway.call('POST', '/api/admin/mfa/enable', { token, body: { code: await totpCode(secret) } })).status).toBe(200);
    const oldPrefix = queuePrefixFor(await installId(stack.gateway.orm.em.fork()));

    // Quiet (the worker stopped), then backed up as `make backup` does.
    await stack.worker!.close();
    stack.worker = undefined;
    const source = stack.gateway.config.databaseUrl!;
    const skip = ['app_meta', 'backup_runs'];
    const rowsAtBackup = await tableFingerprints(source, skip);
    const objectsAtBackup = await objectFingerprints(stack.storage);
    expect(Object.keys(objectsAtBackup).length).toBeGreaterThanOrEqual(9); // 3 originals and their variants
    const deps = backupDeps({
      orm: stack.gateway.orm,
      databaseUrl: source,
      location,
      storage: stack.storage,
      config: stack.workerConfig,
      jwtSecret: TEST_JWT_SECRET,
    });
    const run = await backUpNow(deps, 'test');
    expect(run.state, run.error ?? '').toBe('succeeded');

    // Erased after the backup: the erasure log in the backup bucket remembers it.
    const laterPhotos = (await stack.gateway.orm.em.fork().find(Upload, { lead: erasedLater })).length;
    expect(laterPhotos).toBe(1);
    expect((await stack.gateway.call('POST', `/api/admin/contacts/${erasedLater}/erase`, { token })).status).toBe(200);
    await sweepBackups(deps);

    // The disk is lost: the database dropped, the media bucket emptied.
    const leadUids = await sql<{ id: number; uid: string }>(source, 'select id, uid from contact_submissions order by id');
    await stack.gateway.close();
    const wiped = Object.keys(await objectFingerprints(stack.storage));
    await stack.storage.remove(wiped);
    expect(await objectFingerprints(stack.storage)).toEqual({});

    restored = await scratchDatabase('restored');
    const report = await restoreInstallation(restoreDeps({ databaseUrl: restored.url, location, storage: stack.storage, jwtSecret: TEST_JWT_SECRET }));
    expect(report.set.id).toBe(run.set_id);
    expect(report.erasuresReapplied).toBe(1);

    // Every table as it was backed up, but for the homeowner erased since.
    const erasure = ['contact_submissions', 'uploads', 'activity_log', 'sent_emails', 'contact_notes', 'lead_replies'];
    const rowsNow = await tableFingerprints(restored.url, skip);
    for (const [table, fingerprint] of Object.entries(rowsAtBackup)) {
      if (erasure.includes(table))
        expect(rowsNow[table]!.rows, table).toBe(fingerprint.rows - (table === 'uploads' ? 1 : 0) + (table === 'activity_log' ? 1 : 0));
      else expect(rowsNow[table], table).toEqual(fingerprint);
    }
    const orm = await createOrm(restored.url, { pool: { min: 0, max: 2 } });
    const em = orm.em.fork();
    const leads = await em.find(Lead, {}, { orderBy: { id: 'asc' } });
    expect(leads.map((l) => [l.id, l.uid])).toEqual(leadUids.map((l) => [l.id, l.uid]));
    expect(leads.find((l) => l.id === kept)).toMatchObject({ name: 'Marie Tremblay', email: 'marie@example.com', erased_at: null });
    for (const id of [erasedBefore, erasedLater]) expect(leads.find((l) => l.id === id)).toMatchObject({ name: 'Erased', email: '', phone: '' });
    expect(await em.count(Upload, { lead: erasedLater })).toBe(0);
    expect(await em.count(Upload, { lead: kept })).toBe(2);

    // Every object back, byte for byte, but the later-erased homeowner's photos.
    const objectsNow = await objectFingerprints(stack.storage);
    const gone = Object.keys(objectsAtBackup).filter((k) => !(k in objectsNow));
    expect(gone.length).toBe(3); // one original, its two variants
    for (const [key, sha] of Object.entries(objectsNow)) expect(objectsAtBackup[key], key).toBe(sha);

    // The product starts on it, signs in with two-factor, answers in both languages, on queues of its own.
    const config = loadConfig({ ...stack.workerEnv, JWT_SECRET: TEST_JWT_SECRET, DATABASE_URL: restored.url });
    const redis = createRedis(config.redisUrl);
    gateway = await composeGateway(config, { orm, redis, storage: stack.storage, queue: false, log: createLogger('silent') });
    server = gateway.server.listen(0, '127.0.0.1');
    await new Promise((r) => server!.once('listening', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const login = (body: object) =>
      fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await login({ username: 'admin', password: 'northrock-admin' })).status).toBe(422);
    const signedIn = await login({ username: 'admin', password: 'northrock-admin', code: await totpCode(secret, Math.floor(Date.now() / 1000) + 30) });
    expect(signedIn.status).toBe(200);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const french = (await (await fetch(`${base}/api/services?locale=fr`)).json()) as { title: string }[];
    const english = (await (await fetch(`${base}/api/services`)).json()) as { title: string }[];
    expect(french.length).toBe(english.length);
    expect(french.map((s) => s.title)).not.toEqual(english.map((s) => s.title));
    expect(queuePrefixFor(await installId(orm.em.fork()))).not.toBe(oldPrefix);
    await gateway.close();
    gateway = undefined;
    redis.disconnect();
    await orm.close(true);
  }, 180_000);
});
