import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { createMailer } from '../../platform/mail';
import { createJobQueue, type JobQueue } from '../../platform/queue';
import { createObjectStore, type ObjectStore } from '../../platform/storage';
import { migratedTestDatabase } from '../../testing/database';
import { ContactSubmission } from './contact.entity';
import { createContact, deliveryState } from './contact.service';
import { emailKey, sendOnce } from './contact.jobs';
import { mediaKeys } from './media-paths';
import { OutboxMessage } from './outbox.entity';
import { relayOutbox } from './outbox.relay';
import { SentEmail } from './sent-email.entity';
import { Upload } from './upload.entity';
import { pruneUploads, UNCLAIMED_UPLOAD_TTL_MS } from './upload.service';

let db: Awaited<ReturnType<typeof migratedTestDatabase>>;
let orm: Orm;
let dir: string;
let storage: ObjectStore;

beforeAll(async () => {
  db = await migratedTestDatabase('contact_pipeline');
  orm = db.orm;
  dir = mkdtempSync(join(tmpdir(), 'northrock-core-'));
  storage = createObjectStore({ s3: undefined, mediaDir: join(dir, 'media') });
  await storage.init();
});
afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

const lead = (photo_urls: string[] = []) => ({
  name: 'Jean Roy',
  email: 'jean.roy@example.com',
  phone: '204-555-0100',
  city: 'Winnipeg',
  subject: 'Sagging floor',
  message: 'The kitchen floor dips.',
  photo_urls,
});

/** An upload row (and its object) as POST /api/upload leaves it. */
async function uploaded(ageMs = 0): Promise<{ id: string; path: string }> {
  const id = randomUUID();
  const em = orm.em.fork();
  em.persist(
    em.create(Upload, {
      id,
      ext: 'jpg',
      content_type: 'image/jpeg',
      size: 3,
      width: 1,
      height: 1,
      submission: null,
      claimed_at: null,
      created_at: new Date(Date.now() - ageMs),
    }),
  );
  await em.flush();
  await storage.put(mediaKeys.original({ id, ext: 'jpg' }), Buffer.from('jpg'), 'image/jpeg');
  return { id, path: `/media/uploads/${id}.jpg` };
}

describe('createContact', () => {
  it('stores the lead, claims its photos and writes its outbox rows in one transaction', async () => {
    const photo = await uploaded();
    const saved = await createContact(orm.em.fork(), lead([photo.path]));
    expect(saved).toMatchObject({ status: 'new', photo_urls: [photo.path], enqueued_at: null });
    const em = orm.em.fork();
    const rows = await em.find(OutboxMessage, { payload: { submission_id: saved.id } } as never, { orderBy: { id: 'asc' } });
    expect(rows.map((r) => [r.job_name, r.job_id])).toEqual([
      ['contact.process-photos', `contact.process-photos.${saved.id}`],
      ['contact.confirm-homeowner', `contact.confirm-homeowner.${saved.id}`],
    ]);
    const claimed = await em.findOneOrFail(Upload, { id: photo.id });
    expect(claimed.submission?.id).toBe(saved.id);
    expect(deliveryState(saved)).toBe('received');
  });

  it('saves nothing when a photo path was not uploaded, or has expired', async () => {
    const before = await orm.em.fork().count(ContactSubmission, {});
    const outboxBefore = await orm.em.fork().count(OutboxMessage, {});
    const stale = await uploaded(UNCLAIMED_UPLOAD_TTL_MS + 60_000);
    const fresh = await uploaded();
    for (const paths of [[`/media/uploads/${randomUUID()}.jpg`], [fresh.path, stale.path], [fresh.path.replace('.jpg', '.png')]]) {
      const err = await createContact(orm.em.fork(), lead(paths)).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).code).toBe('VALIDATION');
    }
    expect(await orm.em.fork().count(ContactSubmission, {})).toBe(before);
    expect(await orm.em.fork().count(OutboxMessage, {})).toBe(outboxBefore);
    // The fresh photo was not claimed by the failed attempt: it can still be used.
    expect((await orm.em.fork().findOneOrFail(Upload, { id: fresh.id })).submission).toBeNull();
  });
});

describe('the outbox relay', () => {
  let queue: JobQueue;
  let connection: Redis;
  const prefix = `t${Math.random().toString(36).slice(2, 10)}`;
  beforeAll(() => {
    queue = createJobQueue({ redisUrl: process.env.TEST_REDIS_URL!, prefix });
    connection = new Redis(process.env.TEST_REDIS_URL!, { maxRetriesPerRequest: null });
  });
  afterAll(async () => {
    await queue.close();
    connection.disconnect();
  });

  it('keeps rows pending while Redis is unreachable, recording why', async () => {
    const away = createJobQueue({ redisUrl: 'redis://127.0.0.1:1', prefix });
    try {
      const saved = await createContact(orm.em.fork(), lead());
      const result = await relayOutbox(orm.em.fork(), away);
      expect(result.relayed).toBe(0);
      expect(result.error).toMatch(/Redis is not connected/);
      const rows = await orm.em.fork().find(OutboxMessage, { enqueued_at: null });
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(rows.some((r) => r.attempts === 1 && /Redis/.test(r.last_error ?? ''))).toBe(true);
      expect((await orm.em.fork().findOneOrFail(ContactSubmission, { id: saved.id })).enqueued_at).toBeNull();
    } finally {
      await away.close();
    }
  });

  it('enqueues every pending row once Redis answers, and a second relay adds no duplicate', async () => {
    await eventuallyReady(queue);
    const result = await relayOutbox(orm.em.fork(), queue);
    expect(result.error).toBeUndefined();
    expect(result.relayed).toBeGreaterThanOrEqual(4);
    expect(await orm.em.fork().count(OutboxMessage, { enqueued_at: null })).toBe(0);
    const leads = await orm.em.fork().find(ContactSubmission, {});
    expect(leads.every((l) => l.enqueued_at !== null)).toBe(true);

    const photos = new Queue('contact.process-photos', { connection, prefix });
    try {
      const before = await photos.getJobCounts();
      // Simulate a relay that crashed after enqueueing but before stamping the rows.
      await orm.em.fork().nativeUpdate(OutboxMessage, {}, { enqueued_at: null });
      await relayOutbox(orm.em.fork(), queue);
      expect(await photos.getJobCounts()).toEqual(before);
      const ids = (await photos.getJobs(['waiting'])).map((j) => j.id).sort();
      expect(ids).toEqual(leads.map((l) => `contact.process-photos.${l.id}`).sort());
    } finally {
      await photos.close();
    }
  });
});

async function eventuallyReady(queue: JobQueue) {
  for (let i = 0; i < 100 && !queue.ready(); i++) await new Promise((r) => setTimeout(r, 50));
}

describe('sendOnce', () => {
  it('sends a message once however often (and however concurrently) a job runs', async () => {
    const outboxDir = join(dir, 'outbox');
    const mailer = createMailer({ smtpUrl: undefined, outboxDir, mailFrom: 'Northrock <no-reply@northrock.example>' });
    let builds = 0;
    const build = async () => {
      builds += 1;
      return { messageId: '<lead-7-staff@northrock.example>', to: 'leads@northrock.example', subject: 'Lead 7', text: 'hi', html: '<p>hi</p>' };
    };
    const results = await Promise.all([1, 2, 3].map(() => sendOnce(orm.em.fork(), mailer, emailKey(7, 'staff'), build)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await sendOnce(orm.em.fork(), mailer, emailKey(7, 'staff'), build)).toBe(false);
    const files = readdirSync(outboxDir);
    expect(files).toEqual(['_lead-7-staff@northrock.example_.eml']);
    const eml = readFileSync(join(outboxDir, files[0]!), 'utf8');
    expect(eml).toContain('Message-ID: <lead-7-staff@northrock.example>');
    expect(eml).toContain('Subject: Lead 7');
    const row = await orm.em.fork().findOneOrFail(SentEmail, { key: 'lead.7.staff' });
    expect(row).toMatchObject({ state: 'sent', attempts: 1, recipient: 'leads@northrock.example' });
    expect(builds).toBeLessThanOrEqual(3);
    mailer.close();
  });

  it('leaves the row unsent when the server refuses, so the retry sends', async () => {
    const failing = { kind: 'smtp' as const, send: async () => Promise.reject(new Error('451 try later')), close: () => undefined };
    const build = async () => ({ messageId: '<lead-8-staff@x>', to: 'a@b.example', subject: 's', text: 't', html: 'h' });
    await expect(sendOnce(orm.em.fork(), failing, emailKey(8, 'staff'), build)).rejects.toThrow('451');
    const row = await orm.em.fork().findOneOrFail(SentEmail, { key: 'lead.8.staff' });
    expect(row.state).toBe('sending');
    let sent = 0;
    const ok = { kind: 'smtp' as const, send: async () => void (sent += 1), close: () => undefined };
    expect(await sendOnce(orm.em.fork(), ok, emailKey(8, 'staff'), build)).toBe(true);
    expect(sent).toBe(1);
  });
});

describe('pruneUploads', () => {
  it('deletes unclaimed uploads older than 24 hours and orphaned originals, and keeps the rest', async () => {
    const old = await uploaded(UNCLAIMED_UPLOAD_TTL_MS + 60_000);
    const recent = await uploaded(60_000);
    const claimedOld = await uploaded(UNCLAIMED_UPLOAD_TTL_MS + 60_000);
    // Claimed (a day ago) by a lead: kept however old.
    const owner = await createContact(orm.em.fork(), lead());
    await orm.em.fork().nativeUpdate(Upload, { id: claimedOld.id }, { submission: owner.id, claimed_at: new Date() });
    // An original stored by a gateway that crashed before recording it.
    const orphanKey = mediaKeys.original({ id: randomUUID(), ext: 'png' });
    await storage.put(orphanKey, Buffer.from('png'), 'image/png');
    const past = new Date(Date.now() - UNCLAIMED_UPLOAD_TTL_MS - 120_000);
    utimesSync(join(dir, 'media', ...orphanKey.split('/')), past, past);

    const { removed } = await pruneUploads(orm.em.fork(), storage);
    expect(removed).toBeGreaterThanOrEqual(2);
    const left = new Set((await orm.em.fork().find(Upload, {})).map((u) => u.id));
    expect(left.has(old.id)).toBe(false);
    expect(left.has(recent.id)).toBe(true);
    expect(left.has(claimedOld.id)).toBe(true);
    expect(await storage.stat(mediaKeys.original({ id: old.id, ext: 'jpg' }))).toBeUndefined();
    expect(await storage.stat(orphanKey)).toBeUndefined();
    expect(await storage.stat(mediaKeys.original({ id: recent.id, ext: 'jpg' }))).toBeDefined();
    expect(await storage.stat(mediaKeys.original({ id: claimedOld.id, ext: 'jpg' }))).toBeDefined();
  });
});

describe('deliveryState', () => {
  const at = new Date();
  const none = { enqueued_at: null, photos_processed_at: null, staff_notified_at: null, homeowner_confirmed_at: null, delivery_failed_at: null };
  it.each([
    [{}, 'received'],
    [{ enqueued_at: at }, 'queued'],
    [{ enqueued_at: at, photos_processed_at: at }, 'photos_ready'],
    [{ enqueued_at: at, delivery_failed_at: at }, 'failed'],
    [{ enqueued_at: at, staff_notified_at: at, delivery_failed_at: at }, 'staff_notified'],
    [{ enqueued_at: at, staff_notified_at: at, homeowner_confirmed_at: at }, 'delivered'],
  ])('%o is %s', (fields, state) => {
    expect(deliveryState({ ...none, ...fields })).toBe(state);
  });
});
