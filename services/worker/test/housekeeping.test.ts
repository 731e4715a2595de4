import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaKeys, Upload } from '@northrock/core/photo';
import { OutboxMessage } from '@northrock/core/outbox';
import { addToHistograms, utcDay } from '@northrock/core/web-vitals';
import { createLogger, createMailer, createObjectStore, loadConfig, type ObjectStore } from '@northrock/core/platform';
import { migratedTestDatabase } from '@northrock/tools/test-database';
import { housekeepingHandlers } from '../src/housekeeping';

// The worker's hourly sweep on a real database and file store: what `upload.prune` did before.

let db: Awaited<ReturnType<typeof migratedTestDatabase>>;
let dir: string;
let storage: ObjectStore;
beforeAll(async () => {
  db = await migratedTestDatabase('sweep');
  dir = await mkdtemp(join(tmpdir(), 'northrock-sweep-'));
  storage = createObjectStore(loadConfig({ DATA_DIR: dir }));
  await storage.init();
});
afterAll(async () => {
  await db?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const DAY = 24 * 60 * 60 * 1000;
const agedFile = async (key: string, ageMs: number) => {
  await storage.put(key, Buffer.from('x'), 'image/jpeg');
  const past = new Date(Date.now() - ageMs);
  await utimes(join(dir, 'media', ...key.split('/')), past, past);
};

describe('housekeeping.sweep', () => {
  it('removes stale uploads, abandoned content originals, week-old relayed outbox rows and vitals past 90 days, and keeps the rest', async () => {
    const em = db.orm.em.fork();
    const upload = (id: string, ageMs: number) =>
      em.create(Upload, {
        id,
        ext: 'jpg',
        content_type: 'image/jpeg',
        size: 1,
        width: 1,
        height: 1,
        lead: null,
        claimed_at: null,
        created_at: new Date(Date.now() - ageMs),
      });
    const stale = randomUUID();
    const fresh = randomUUID();
    em.persist([upload(stale, DAY + 60_000), upload(fresh, 60_000)]);
    const outbox = (enqueuedAgoMs: number | null) =>
      em.create(OutboxMessage, {
        job_name: 'housekeeping.sweep',
        job_id: randomUUID(),
        payload: {},
        ref: null,
        run_at: null,
        enqueued_at: enqueuedAgoMs === null ? null : new Date(Date.now() - enqueuedAgoMs),
        last_error: null,
        next_attempt_at: null,
      });
    const [oldRow, recentRow, pendingRow] = [outbox(8 * DAY), outbox(DAY), outbox(null)];
    em.persist([oldRow, recentRow, pendingRow]);
    await em.flush();
    // Real-user vitals: 90 days are kept, today included.
    const vitalsKey = { template: 'home', language: 'en', device: 'phone', connection: '4g' };
    for (const day of [utcDay(-90), utcDay(-89), utcDay()]) await addToHistograms(em, day, vitalsKey, [{ metric: 'LCP', counts: [1] }]);
    await agedFile(mediaKeys.original({ id: stale, ext: 'jpg' }), DAY + 60_000);
    await agedFile(mediaKeys.original({ id: fresh, ext: 'jpg' }), 60_000);
    const abandoned = 'content-originals/00000000-0000-4000-8000-000000000009.jpg';
    await agedFile(abandoned, 2 * 60 * 60 * 1000);

    const config = loadConfig({ DATA_DIR: dir });
    const sweep = housekeepingHandlers({
      orm: db.orm,
      storage,
      log: createLogger('silent'),
      retention: { resolvedMonths: 24, spamDays: 30 },
      mailer: createMailer(config),
      config,
    })['housekeeping.sweep'];
    const nothing = { anonymised: 0, spamDeleted: 0, held_back_digest: false };
    expect(await sweep({}, { jobId: 'test', attempt: 1, maxAttempts: 1 })).toEqual({ uploads: 1, originals: 1, outbox: 1, web_vitals: 1, ...nothing });

    const check = db.orm.em.fork();
    expect((await check.find(Upload, {})).map((u) => u.id)).toEqual([fresh]);
    expect(await storage.stat(mediaKeys.original({ id: stale, ext: 'jpg' }))).toBeUndefined();
    expect(await storage.stat(mediaKeys.original({ id: fresh, ext: 'jpg' }))).toBeDefined();
    expect(await storage.stat(abandoned)).toBeUndefined();
    expect((await check.find(OutboxMessage, {}, { orderBy: { id: 'asc' } })).map((r) => r.id)).toEqual([recentRow.id, pendingRow.id]);
    const days = await check.getConnection().execute<{ day: string }[]>("select to_char(day, 'YYYY-MM-DD') as day from web_vitals order by day");
    expect(days.map((r) => r.day)).toEqual([utcDay(-89), utcDay()]);
    // Idempotent: a second sweep finds nothing.
    expect(await sweep({}, { jobId: 'test-2', attempt: 1, maxAttempts: 1 })).toEqual({ uploads: 0, originals: 0, outbox: 0, web_vitals: 0, ...nothing });
  });
});
