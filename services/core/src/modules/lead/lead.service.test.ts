import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Em, Orm } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { createObjectStore, type ObjectStore } from '../../platform/storage';
import { migratedTestDatabase } from '@northrock/tools/test-database';
import { deliveryState } from '../lead-pipeline';
import { OutboxMessage } from '../outbox';
import { claimUploads, mediaKeys, pruneUploads, UNCLAIMED_UPLOAD_TTL_MS, Upload } from '../photo';
import { createLead as saveLeadOf, Lead, PHOTO_WAIT_MS } from '../lead';

let db: Awaited<ReturnType<typeof migratedTestDatabase>>;
let orm: Orm;
let dir: string;
let storage: ObjectStore;

beforeAll(async () => {
  db = await migratedTestDatabase('lead_intake');
  orm = db.orm;
  dir = mkdtempSync(join(tmpdir(), 'northrock-core-'));
  storage = createObjectStore({ s3: undefined, mediaDir: join(dir, 'media') });
  await storage.init();
});
afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A lead stored as intake stores it: its photos claimed by ../photo. */
const createLead = (em: Em, input: unknown) => saveLeadOf(em, input, { claimPhotos: claimUploads });

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
      lead: null,
      claimed_at: null,
      created_at: new Date(Date.now() - ageMs),
    }),
  );
  await em.flush();
  await storage.put(mediaKeys.original({ id, ext: 'jpg' }), Buffer.from('jpg'), 'image/jpeg');
  return { id, path: `/media/uploads/${id}.jpg` };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('createLead', () => {
  it('stores the lead, claims its photos and starts its pipeline in one transaction', async () => {
    const photo = await uploaded();
    const before = Date.now();
    const saved = await createLead(orm.em.fork(), lead([photo.path]));
    expect(saved).toMatchObject({ status: 'new', photo_urls: [photo.path], enqueued_at: null, photos_processed_at: null });
    expect(saved.uid).toMatch(uuidPattern);
    expect(saved.pipeline_started_at).toBeInstanceOf(Date);
    const em = orm.em.fork();
    const rows = await em.find(OutboxMessage, { ref: `contact_submission:${saved.id}` }, { orderBy: { id: 'asc' } });
    expect(rows.map((r) => r.job_name)).toEqual(['contact.process-photos', 'contact.notify-staff', 'contact.confirm-homeowner']);
    for (const row of rows) {
      // Job ids are random UUIDs, never derived from the lead's row id.
      expect(row.job_id).toMatch(uuidPattern);
      expect(row.payload).toEqual({ submission_id: saved.id, submission_uid: saved.uid });
    }
    // The staff e-mail waits for the photos at most PHOTO_WAIT_MS; the others run at once.
    const [photos, staff, homeowner] = rows;
    expect(photos!.run_at).toBeNull();
    expect(homeowner!.run_at).toBeNull();
    expect(staff!.run_at!.getTime()).toBeGreaterThanOrEqual(before + PHOTO_WAIT_MS);
    expect(staff!.run_at!.getTime()).toBeLessThanOrEqual(Date.now() + PHOTO_WAIT_MS);
    const claimed = await em.findOneOrFail(Upload, { id: photo.id });
    expect(claimed.lead?.id).toBe(saved.id);
    expect(deliveryState(saved)).toBe('received');
  });

  it('queues the staff e-mail at once, and no photo work, for a lead without photos', async () => {
    const saved = await createLead(orm.em.fork(), lead());
    const rows = await orm.em.fork().find(OutboxMessage, { ref: `contact_submission:${saved.id}` }, { orderBy: { id: 'asc' } });
    expect(rows.map((r) => [r.job_name, r.run_at])).toEqual([
      ['contact.notify-staff', null],
      ['contact.confirm-homeowner', null],
    ]);
    expect(deliveryState(saved)).toBe('received');
    expect(new Set(rows.map((r) => r.job_id)).size).toBe(2);
  });

  it('saves nothing when a photo path was not uploaded, or has expired', async () => {
    const before = await orm.em.fork().count(Lead, {});
    const outboxBefore = await orm.em.fork().count(OutboxMessage, {});
    const stale = await uploaded(UNCLAIMED_UPLOAD_TTL_MS + 60_000);
    const fresh = await uploaded();
    for (const paths of [[`/media/uploads/${randomUUID()}.jpg`], [fresh.path, stale.path], [fresh.path.replace('.jpg', '.png')]]) {
      const err = await createLead(orm.em.fork(), lead(paths)).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).code).toBe('VALIDATION');
    }
    expect(await orm.em.fork().count(Lead, {})).toBe(before);
    expect(await orm.em.fork().count(OutboxMessage, {})).toBe(outboxBefore);
    // The fresh photo was not claimed by the failed attempt: it can still be used.
    expect((await orm.em.fork().findOneOrFail(Upload, { id: fresh.id })).lead).toBeNull();
  });
});

describe('pruneUploads', () => {
  it('deletes unclaimed uploads older than 24 hours and orphaned originals, and keeps the rest', async () => {
    const old = await uploaded(UNCLAIMED_UPLOAD_TTL_MS + 60_000);
    const recent = await uploaded(60_000);
    const claimedOld = await uploaded(UNCLAIMED_UPLOAD_TTL_MS + 60_000);
    // Claimed (a day ago) by a lead: kept however old.
    const owner = await createLead(orm.em.fork(), lead());
    await orm.em.fork().nativeUpdate(Upload, { id: claimedOld.id }, { lead: owner.id, claimed_at: new Date() });
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
