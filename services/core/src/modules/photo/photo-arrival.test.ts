import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Em, Orm } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { migratedTestDatabase } from '@northrock/tools/test-database';
import { createLead as saveLeadOf, Lead, PHOTO_WAIT_MS, UPLOAD_WAIT_MS, type PhotoVariants } from '../lead';
import { deliveryState, leadReconcileSource } from '../lead-pipeline';
import { OutboxMessage } from '../outbox';
import { claimUploads } from './lead-uploads.service';
import { markPhotoMissing, photoArrived, settleLeadPhotos, uploadReconcileSource } from './photo-arrival.service';
import { Upload } from './upload.entity';

let db: Awaited<ReturnType<typeof migratedTestDatabase>>;
let orm: Orm;

beforeAll(async () => {
  db = await migratedTestDatabase('photo_arrival');
  orm = db.orm;
});
afterAll(async () => {
  await db?.close();
});

/** A lead stored as intake stores it: its photos claimed by this module. */
const createLead = (em: Em, input: unknown) => saveLeadOf(em, input, { claimPhotos: claimUploads });

const lead = (extra: Record<string, unknown> = {}) => ({
  name: 'Jean Roy',
  email: 'jean.roy@example.com',
  phone: '204-555-0100',
  city: 'Kenora',
  subject: 'Wet basement',
  message: 'Water after rain.',
  ...extra,
});

/** The lead the enquiry `clientId` sends, naming its resumable uploads. */
const leadOf = (clientId: string, photo_ids: unknown[], extra: Record<string, unknown> = {}) => lead({ client_id: clientId, photo_ids, ...extra });

const variantsOf = (id: string): PhotoVariants => ({
  path: `/media/uploads/${id}.jpg`,
  large: `/media/variants/${id}/large.webp`,
  thumb: `/media/variants/${id}/thumb.jpg`,
  width: 1600,
  height: 1200,
});

/** A resumable upload's row for the enquiry `clientId`: open (completed_at null) until `finish`, as the tus endpoint keeps it. */
async function tusUpload(clientId: string, opts: { done?: boolean; processed?: boolean; ageMs?: number } = {}): Promise<string> {
  const id = randomUUID();
  const em = orm.em.fork();
  const done = opts.done ?? false;
  em.persist(
    em.create(Upload, {
      id,
      ext: done ? 'jpg' : null,
      content_type: done ? 'image/jpeg' : null,
      size: 1000,
      width: null,
      height: null,
      client_id: clientId,
      completed_at: done ? new Date() : null,
      variants: opts.processed ? variantsOf(id) : null,
      lead: null,
      claimed_at: null,
      created_at: new Date(Date.now() - (opts.ageMs ?? 0)),
    }),
  );
  await em.flush();
  return id;
}

/** What completing a resumable upload does to its row (the bytes themselves are not needed here). */
async function finish(id: string, processed = true): Promise<void> {
  await orm.em.fork().transactional(async (tx) => {
    const u = await tx.findOneOrFail(Upload, { id });
    Object.assign(u, { ext: 'jpg', content_type: 'image/jpeg', completed_at: new Date(), variants: processed ? variantsOf(id) : null });
    photoArrived(tx, u);
  });
}

const jobsOf = (id: number) => orm.em.fork().find(OutboxMessage, { ref: `contact_submission:${id}` }, { orderBy: { id: 'asc' } });
const read = (id: number) => orm.em.fork().findOneOrFail(Lead, { id });
const fieldsOf = async (fn: () => Promise<unknown>) => {
  const err = await fn().then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return (err as AppError).extra.errors?.map((f) => f.field) ?? [];
};

describe('claiming resumable uploads by id', () => {
  it('a finished, processed photo joins the lead at once and the staff e-mail is asked for now', async () => {
    const e = randomUUID();
    const id = await tusUpload(e, { done: true, processed: true });
    const s = await createLead(orm.em.fork(), leadOf(e, [id]));
    expect(s.photo_urls).toEqual([`/media/uploads/${id}.jpg`]);
    expect(s.photo_variants).toEqual([variantsOf(id)]);
    expect(s.photos_processed_at).toBeInstanceOf(Date);
    const jobs = await jobsOf(s.id);
    expect(jobs.map((j) => [j.job_name, j.run_at])).toEqual([
      ['contact.notify-staff', null],
      ['contact.confirm-homeowner', null],
    ]);
    expect(await orm.em.fork().findOneOrFail(Upload, { id }, { populate: ['lead'] })).toMatchObject({ lead: { id: s.id } });
    expect(deliveryState(await read(s.id))).toBe('photos_ready');
  });

  it('a finished photo not yet processed is processed by the lead (the e-mail waits PHOTO_WAIT_MS at most)', async () => {
    const e = randomUUID();
    const id = await tusUpload(e, { done: true });
    const before = Date.now();
    const s = await createLead(orm.em.fork(), leadOf(e, [id]));
    expect(s.photo_urls).toEqual([`/media/uploads/${id}.jpg`]);
    const jobs = await jobsOf(s.id);
    expect(jobs.map((j) => j.job_name)).toEqual(['contact.process-photos', 'contact.notify-staff', 'contact.confirm-homeowner']);
    expect(jobs[1]!.run_at!.getTime()).toBeGreaterThanOrEqual(before + PHOTO_WAIT_MS);
    expect(jobs[1]!.run_at!.getTime()).toBeLessThan(before + UPLOAD_WAIT_MS);
  });

  it('an unfinished one stays pending on the lead; the e-mail waits UPLOAD_WAIT_MS at most', async () => {
    const clientId = randomUUID();
    const open = await tusUpload(clientId);
    const done = await tusUpload(clientId, { done: true, processed: true });
    const before = Date.now();
    const s = await createLead(orm.em.fork(), leadOf(clientId, [open, done]));
    expect(s.photo_urls).toEqual([`/media/uploads/${done}.jpg`]);
    const row = await orm.em.fork().findOneOrFail(Upload, { id: open });
    expect(row.completed_at).toBeNull();
    expect(row.lead?.id).toBe(s.id);
    const stored = await read(s.id);
    expect(stored).toMatchObject({ photos_pending: 1, photos_missing: 0, photos_processed_at: null });
    const jobs = await jobsOf(s.id);
    expect(jobs.map((j) => j.job_name)).toEqual(['contact.notify-staff', 'contact.confirm-homeowner']);
    expect(jobs[0]!.run_at!.getTime()).toBeGreaterThanOrEqual(before + UPLOAD_WAIT_MS);
    // The photo work owed is its arrival's: the reconciler does not re-drive the lead's photo job meanwhile.
    await orm.em.fork().nativeUpdate(Lead, { id: s.id }, { pipeline_started_at: new Date(Date.now() - 10 * 60_000) });
    const owed = await leadReconcileSource({ olderThanMs: 60_000 })(orm.em.fork());
    expect(owed.filter((j) => j.ref === `contact_submission:${s.id}`).map((j) => j.job.name)).toEqual(['contact.notify-staff', 'contact.confirm-homeowner']);

    // It arrives: its job is queued with the completion; settling attaches it and asks for the e-mail now.
    await finish(open);
    expect(await orm.em.fork().count(OutboxMessage, { ref: `upload:${open}`, job_name: 'upload.process-photo' })).toBe(1);
    expect(await settleLeadPhotos(orm.em.fork(), s.id)).toBe(true);
    const settled = await read(s.id);
    expect(settled.photo_urls).toEqual([`/media/uploads/${done}.jpg`, `/media/uploads/${open}.jpg`]);
    expect(settled.photo_variants).toEqual([variantsOf(done), variantsOf(open)]);
    expect(settled).toMatchObject({ photos_pending: 0 });
    expect(settled.photos_processed_at).toBeInstanceOf(Date);
    const now = (await jobsOf(s.id)).filter((j) => j.job_name === 'contact.notify-staff' && j.run_at === null);
    expect(now).toHaveLength(1);
    // Settling again attaches nothing twice and asks for nothing more.
    expect(await settleLeadPhotos(orm.em.fork(), s.id)).toBe(false);
    expect((await read(s.id)).photo_urls).toHaveLength(2);
  });

  it('refuses an id claimed by another lead; keeps unknown or expired ids of the enquiry as missing photos, never refusing the lead', async () => {
    const e = randomUUID();
    const claimed = await tusUpload(e, { done: true, processed: true });
    await createLead(orm.em.fork(), leadOf(e, [claimed]));
    const again = randomUUID();
    const expired = await tusUpload(again, { ageMs: 25 * 60 * 60_000 });
    // A row of the enquiry `e` made for `again` too: claimed, it belongs to the first lead.
    await orm.em.fork().nativeUpdate(Upload, { id: claimed }, { client_id: again });
    expect(await fieldsOf(() => createLead(orm.em.fork(), leadOf(again, [randomUUID(), expired, claimed])))).toEqual(['photo_ids.2']);
    await expect(createLead(orm.em.fork(), leadOf(again, [claimed]))).rejects.toThrow(/belongs to another submission/);
    const s = await createLead(orm.em.fork(), leadOf(again, [randomUUID(), expired]));
    expect(await read(s.id)).toMatchObject({ photos_pending: 0, photos_missing: 2, photo_urls: [] });
  });

  it("refuses another enquiry's upload, and any id claimed without the enquiry's client id", async () => {
    const mine = randomUUID();
    const foreign = await tusUpload(randomUUID());
    const own = await tusUpload(mine);
    const attempt = (ids: string[], clientId: string | null = mine) =>
      orm.em.fork().transactional(async (tx) => {
        const s = tx.create(Lead, { ...lead(), photo_urls: [], status: 'new' } as never);
        tx.persist(s);
        await claimUploads(tx, [], s, { ids, clientId });
        return s;
      });
    expect(await fieldsOf(() => attempt([own, foreign]))).toEqual(['photo_ids.1']);
    expect(await fieldsOf(() => attempt([own], null))).toEqual(['photo_ids.0']);
    // The submission's schema says so before any row is read.
    expect(await fieldsOf(() => createLead(orm.em.fork(), lead({ photo_ids: [own] })))).toEqual(['photo_ids']);
    // Nothing was claimed by the refused attempts.
    expect((await orm.em.fork().findOneOrFail(Upload, { id: own })).lead).toBeNull();
    expect((await attempt([own])).photos_pending).toBe(1);
  });

  it('counts photo_urls and photo_ids together: at most 5, and no id twice', async () => {
    const e = randomUUID();
    const ids = await Promise.all([1, 2, 3, 4, 5, 6].map(() => tusUpload(e)));
    expect(await fieldsOf(() => createLead(orm.em.fork(), leadOf(e, ids)))).toContain('photo_ids');
    const five = ids.slice(0, 5);
    expect(await fieldsOf(() => createLead(orm.em.fork(), leadOf(e, five, { photo_urls: [`/media/uploads/${randomUUID()}.jpg`] })))).toEqual(['photo_ids']);
    expect(await fieldsOf(() => createLead(orm.em.fork(), leadOf(e, [ids[0], ids[0]])))).toEqual(['photo_ids']);
    expect(await fieldsOf(() => createLead(orm.em.fork(), leadOf(e, ['not-a-uuid'])))).toEqual(['photo_ids.0']);
  });
});

describe('a photo that never arrives', () => {
  it('is recorded as missing on the lead, which then waits for it no longer', async () => {
    const e = randomUUID();
    const open = await tusUpload(e);
    const s = await createLead(orm.em.fork(), leadOf(e, [open]));
    await orm.em.fork().transactional(async (tx) => {
      const u = await tx.findOneOrFail(Upload, { id: open });
      markPhotoMissing(tx, u);
    });
    expect((await orm.em.fork().findOneOrFail(Upload, { id: open })).missing_at).toBeInstanceOf(Date);
    expect(await settleLeadPhotos(orm.em.fork(), s.id)).toBe(true);
    const stored = await read(s.id);
    expect(stored).toMatchObject({ photos_pending: 0, photos_missing: 1, photo_urls: [], photos_processed_at: null });
    expect((await jobsOf(s.id)).filter((j) => j.job_name === 'contact.notify-staff' && j.run_at === null)).toHaveLength(1);
    // A missing upload of another enquiry's lead is never awaited again: claimed, it stays missing.
    const later = randomUUID();
    await orm.em.fork().nativeUpdate(Upload, { id: open }, { lead: null, client_id: later });
    const again = await createLead(orm.em.fork(), leadOf(later, [open]));
    expect(await read(again.id)).toMatchObject({ photos_pending: 0, photos_missing: 1, photo_urls: [] });
  });
});

describe('the reconciler source of uploads', () => {
  it('owes the arrival job of a completed upload without variants, or whose variants never reached its lead', async () => {
    const [e1, e2] = [randomUUID(), randomUUID()];
    const bare = await tusUpload(e1, { done: true });
    const made = await tusUpload(e1, { done: true, processed: true });
    const attached = await tusUpload(e1, { done: true, processed: true });
    const s = await createLead(orm.em.fork(), leadOf(e1, [attached]));
    const lost = await tusUpload(e2);
    await createLead(orm.em.fork(), leadOf(e2, [lost]));
    await finish(lost); // its arrival job never ran
    const long = new Date(Date.now() - 10 * 60_000);
    await orm.em.fork().nativeUpdate(Upload, { id: { $in: [bare, made, attached, lost] } }, { completed_at: long });
    const owed = (await uploadReconcileSource({ olderThanMs: 60_000 })(orm.em.fork())).map((j) => j.ref);
    expect(owed).toContain(`upload:${bare}`);
    expect(owed).toContain(`upload:${lost}`);
    expect(owed).not.toContain(`upload:${made}`);
    expect(owed).not.toContain(`upload:${attached}`);
    expect(s.id).toBeGreaterThan(0);
  });
});
