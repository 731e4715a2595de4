import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { migratedTestDatabase } from '@northrock/tools/test-database';
import { claimUploads, createLead, Lead, PHOTO_WAIT_MS, Upload, UPLOAD_WAIT_MS, type PhotoVariants } from '../lead';
import { OutboxMessage } from '../outbox';
import { deliveryState, leadReconcileSource } from './lead-delivery.service';
import { markPhotoMissing, photoArrived, settleLeadPhotos, uploadReconcileSource } from './photo-arrival.service';

let db: Awaited<ReturnType<typeof migratedTestDatabase>>;
let orm: Orm;

beforeAll(async () => {
  db = await migratedTestDatabase('photo_arrival');
  orm = db.orm;
});
afterAll(async () => {
  await db?.close();
});

const lead = (extra: Record<string, unknown> = {}) => ({
  name: 'Jean Roy',
  email: 'jean.roy@example.com',
  phone: '204-555-0100',
  city: 'Kenora',
  subject: 'Wet basement',
  message: 'Water after rain.',
  ...extra,
});

const variantsOf = (id: string): PhotoVariants => ({
  path: `/media/uploads/${id}.jpg`,
  large: `/media/variants/${id}/large.webp`,
  thumb: `/media/variants/${id}/thumb.jpg`,
  width: 1600,
  height: 1200,
});

/** A resumable upload's row: open (completed_at null) until `finish`, as the tus endpoint keeps it. */
async function tusUpload(opts: { clientId?: string; done?: boolean; processed?: boolean; ageMs?: number } = {}): Promise<string> {
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
      client_id: opts.clientId ?? null,
      completed_at: done ? new Date() : null,
      variants: opts.processed ? variantsOf(id) : null,
      submission: null,
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
    const id = await tusUpload({ done: true, processed: true });
    const s = await createLead(orm.em.fork(), lead({ photo_ids: [id] }));
    expect(s.photo_urls).toEqual([`/media/uploads/${id}.jpg`]);
    expect(s.photo_variants).toEqual([variantsOf(id)]);
    expect(s.photos_processed_at).toBeInstanceOf(Date);
    const jobs = await jobsOf(s.id);
    expect(jobs.map((j) => [j.job_name, j.run_at])).toEqual([
      ['contact.notify-staff', null],
      ['contact.confirm-homeowner', null],
    ]);
    expect(await orm.em.fork().findOneOrFail(Upload, { id }, { populate: ['submission'] })).toMatchObject({ submission: { id: s.id } });
    expect(deliveryState(await read(s.id))).toBe('photos_ready');
  });

  it('a finished photo not yet processed is processed by the lead (the e-mail waits PHOTO_WAIT_MS at most)', async () => {
    const id = await tusUpload({ done: true });
    const before = Date.now();
    const s = await createLead(orm.em.fork(), lead({ photo_ids: [id] }));
    expect(s.photo_urls).toEqual([`/media/uploads/${id}.jpg`]);
    const jobs = await jobsOf(s.id);
    expect(jobs.map((j) => j.job_name)).toEqual(['contact.process-photos', 'contact.notify-staff', 'contact.confirm-homeowner']);
    expect(jobs[1]!.run_at!.getTime()).toBeGreaterThanOrEqual(before + PHOTO_WAIT_MS);
    expect(jobs[1]!.run_at!.getTime()).toBeLessThan(before + UPLOAD_WAIT_MS);
  });

  it('an unfinished one stays pending on the lead; the e-mail waits UPLOAD_WAIT_MS at most', async () => {
    const clientId = randomUUID();
    const open = await tusUpload({ clientId });
    const done = await tusUpload({ clientId, done: true, processed: true });
    const before = Date.now();
    const s = await createLead(orm.em.fork(), lead({ photo_ids: [open, done] }));
    expect(s.photo_urls).toEqual([`/media/uploads/${done}.jpg`]);
    const row = await orm.em.fork().findOneOrFail(Upload, { id: open });
    expect(row.completed_at).toBeNull();
    expect(row.submission?.id).toBe(s.id);
    const stored = await read(s.id);
    expect(stored).toMatchObject({ photos_pending: 1, photos_missing: 0, photos_processed_at: null });
    const jobs = await jobsOf(s.id);
    expect(jobs.map((j) => j.job_name)).toEqual(['contact.notify-staff', 'contact.confirm-homeowner']);
    expect(jobs[0]!.run_at!.getTime()).toBeGreaterThanOrEqual(before + UPLOAD_WAIT_MS);
    // The photo work owed is its arrival's: the reconciler does not re-drive the lead's photo job meanwhile.
    await orm.em.fork().nativeUpdate(Lead, { id: s.id }, { pipeline_started_at: new Date(Date.now() - 10 * 60_000) });
    const owed = await leadReconcileSource({ olderThanMs: 60_000 })(orm.em.fork());
    expect(owed.filter((j) => j.ref === `contact_submission:${s.id}`).map((j) => j.name)).toEqual(['contact.notify-staff', 'contact.confirm-homeowner']);

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

  it('refuses ids that are unknown, expired, claimed by another lead, or made for another enquiry', async () => {
    const claimed = await tusUpload({ done: true, processed: true });
    await createLead(orm.em.fork(), lead({ photo_ids: [claimed] }));
    const expired = await tusUpload({ ageMs: 25 * 60 * 60_000 });
    expect(await fieldsOf(() => createLead(orm.em.fork(), lead({ photo_ids: [randomUUID(), expired, claimed] })))).toEqual([
      'photo_ids.0',
      'photo_ids.1',
      'photo_ids.2',
    ]);
    await expect(createLead(orm.em.fork(), lead({ photo_ids: [claimed] }))).rejects.toThrow(/belongs to another submission/);

    const mine = randomUUID();
    const foreign = await tusUpload({ clientId: randomUUID() });
    const own = await tusUpload({ clientId: mine });
    const attempt = (ids: string[]) =>
      orm.em.fork().transactional(async (tx) => {
        const s = tx.create(Lead, { ...lead(), photo_urls: [], status: 'new' } as never);
        tx.persist(s);
        await claimUploads(tx, [], s, { ids, clientId: mine });
        return s;
      });
    expect(await fieldsOf(() => attempt([own, foreign]))).toEqual(['photo_ids.1']);
    // Nothing was claimed by the refused attempt.
    expect((await orm.em.fork().findOneOrFail(Upload, { id: own })).submission).toBeNull();
    expect((await attempt([own])).photos_pending).toBe(1);
  });

  it('counts photo_urls and photo_ids together: at most 5, and no id twice', async () => {
    const ids = await Promise.all([1, 2, 3, 4, 5, 6].map(() => tusUpload()));
    expect(await fieldsOf(() => createLead(orm.em.fork(), lead({ photo_ids: ids })))).toContain('photo_ids');
    const five = ids.slice(0, 5);
    expect(await fieldsOf(() => createLead(orm.em.fork(), lead({ photo_ids: five, photo_urls: [`/media/uploads/${randomUUID()}.jpg`] })))).toEqual([
      'photo_ids',
    ]);
    expect(await fieldsOf(() => createLead(orm.em.fork(), lead({ photo_ids: [ids[0], ids[0]] })))).toEqual(['photo_ids']);
    expect(await fieldsOf(() => createLead(orm.em.fork(), lead({ photo_ids: ['not-a-uuid'] })))).toEqual(['photo_ids.0']);
  });
});

describe('a photo that never arrives', () => {
  it('is recorded as missing on the lead, which then waits for it no longer', async () => {
    const open = await tusUpload();
    const s = await createLead(orm.em.fork(), lead({ photo_ids: [open] }));
    await orm.em.fork().transactional(async (tx) => {
      const u = await tx.findOneOrFail(Upload, { id: open });
      markPhotoMissing(tx, u);
    });
    expect((await orm.em.fork().findOneOrFail(Upload, { id: open })).missing_at).toBeInstanceOf(Date);
    expect(await settleLeadPhotos(orm.em.fork(), s.id)).toBe(true);
    const stored = await read(s.id);
    expect(stored).toMatchObject({ photos_pending: 0, photos_missing: 1, photo_urls: [], photos_processed_at: null });
    expect((await jobsOf(s.id)).filter((j) => j.job_name === 'contact.notify-staff' && j.run_at === null)).toHaveLength(1);
    // A missing upload cannot be claimed again.
    await expect(createLead(orm.em.fork(), lead({ photo_ids: [open] }))).rejects.toThrow(AppError);
  });
});

describe('the reconciler source of uploads', () => {
  it('owes the arrival job of a completed upload without variants, or whose variants never reached its lead', async () => {
    const bare = await tusUpload({ done: true });
    const made = await tusUpload({ done: true, processed: true });
    const attached = await tusUpload({ done: true, processed: true });
    const s = await createLead(orm.em.fork(), lead({ photo_ids: [attached] }));
    const lost = await tusUpload();
    await createLead(orm.em.fork(), lead({ photo_ids: [lost] }));
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
