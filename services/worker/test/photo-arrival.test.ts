import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markPhotoMissing, mediaKeys, photoArrived, Upload } from '@northrock/core/photo';
import { phonePhoto } from './support/photos';
import { pipelineQuiet } from './support/pipeline-quiet';
import { eventually, staffMailOf, startPipelineStack, type PipelineStack } from './support/pipeline-stack';
import type { Json } from '../../../test/json';

/**
 * Photos on arrival (docs/pipeline.md): resumable uploads claimed by a lead before they are
 * complete. The tus endpoint's part is played here by `openUpload` (the row it creates with the
 * upload) and `completeUpload` (what it does with the last byte: the original stored, the row
 * completed, `photoArrived` in the same transaction).
 */

let stack: PipelineStack;
let token: string;
let photo: Buffer;
const leads: number[] = [];

beforeAll(async () => {
  stack = await startPipelineStack();
  await stack.startWorker();
  token = await stack.gateway.login();
  photo = await phonePhoto({ width: 1600, height: 1200, orientation: 1 });
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

const em = () => stack.gateway.orm.em.fork();

async function openUpload(clientId: string): Promise<string> {
  const id = randomUUID();
  const e = em();
  e.persist(
    e.create(Upload, {
      id,
      ext: null,
      content_type: null,
      size: photo.length,
      width: null,
      height: null,
      client_id: clientId,
      lead: null,
      claimed_at: null,
    }),
  );
  await e.flush();
  return id;
}

async function completeUpload(id: string): Promise<void> {
  await stack.storage.put(mediaKeys.original({ id, ext: 'jpg' }), photo, 'image/jpeg');
  await em().transactional(async (tx) => {
    const u = await tx.findOneOrFail(Upload, { id });
    Object.assign(u, { ext: 'jpg', content_type: 'image/jpeg', width: 1600, height: 1200, completed_at: new Date() });
    photoArrived(tx, u);
  });
}

async function submit(clientId: string, photo_ids: string[]): Promise<number> {
  const res = await stack.gateway.call('POST', '/api/contact', { body: stack.lead({ photo_ids, client_id: clientId }) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  leads.push(res.body.id);
  return res.body.id;
}

async function adminLead(id: number): Promise<Json> {
  const res = await stack.gateway.call('GET', '/api/admin/contacts', { token });
  return (res.body as Json[]).find((c) => c.id === id);
}

/** Milliseconds from `from` until the staff e-mail of `id` is at the SMTP server. */
async function staffMailAfter(id: number, from: number) {
  const [mail] = await stack.smtp.waitFor(staffMailOf(id), 1, 20_000);
  return { mail: mail!, ms: Date.now() - from };
}

const inline = (mail: { attachments: { cid?: string }[] }) => mail.attachments.filter((a) => a.cid).length;

describe('photos processed on arrival', () => {
  it('every photo there and processed: the staff e-mail leaves within 2 s of the submit', async () => {
    const client = randomUUID();
    const ids = [await openUpload(client), await openUpload(client)];
    for (const id of ids) await completeUpload(id);
    // Processed on arrival, before any lead claimed them.
    await eventually(async () => (await em().count(Upload, { id: { $in: ids }, variants: { $ne: null } })) === 2, 20_000, 'variants on arrival');
    expect(await stack.storage.getBuffer(mediaKeys.thumb({ id: ids[0]! }))).toBeInstanceOf(Buffer);

    const sent = Date.now();
    const id = await submit(client, ids);
    const { mail, ms } = await staffMailAfter(id, sent);
    expect(ms).toBeLessThan(2_000);
    expect(inline(mail)).toBe(2);
    expect(mail.text).not.toContain('still coming');
  });

  it('two photos on their way: the staff e-mail follows the last one within 2 s', async () => {
    const client = randomUUID();
    const ids = [await openUpload(client), await openUpload(client)];
    const id = await submit(client, ids);
    expect(await adminLead(id)).toMatchObject({ photos_pending: 2, photos_missing: 0, photos: [] });

    await completeUpload(ids[0]!);
    await eventually(async () => ((await adminLead(id)).photos[0]?.thumb_url ? true : undefined), 20_000, 'the first photo on the lead');
    await new Promise((r) => setTimeout(r, 500));
    expect(stack.smtp.messages.filter(staffMailOf(id))).toHaveLength(0); // it waits for the second

    const last = Date.now();
    await completeUpload(ids[1]!);
    const { mail, ms } = await staffMailAfter(id, last);
    expect(ms).toBeLessThan(2_000);
    expect(inline(mail)).toBe(2);
    expect(mail.text).not.toContain('still coming');
    expect(await adminLead(id)).toMatchObject({ photos_pending: 0, delivery_state: expect.stringMatching(/staff_notified|delivered/) });
  });

  it('a photo later than the wait: the e-mail says it is still coming, and it appears on the lead when it arrives', async () => {
    const client = randomUUID();
    const early = await openUpload(client);
    const late = await openUpload(client);
    await completeUpload(early);
    await eventually(async () => (await em().findOneOrFail(Upload, { id: early })).variants ?? undefined, 20_000, 'variants on arrival');
    const id = await submit(client, [early, late]);

    // The wait for uploads (UPLOAD_WAIT_MS) is over: its delayed staff e-mail runs now.
    const connection = new Redis(stack.workerEnv.REDIS_URL!, { maxRetriesPerRequest: null });
    const queue = new Queue('contact.notify-staff', { connection, prefix: stack.prefix });
    try {
      const delayed = await eventually(
        async () => (await queue.getDelayed()).find((j) => (j.data as { submission_id: number }).submission_id === id),
        10_000,
        'the delayed staff e-mail',
      );
      await delayed.promote();
    } finally {
      await queue.close();
      connection.disconnect();
    }
    const [mail] = await stack.smtp.waitFor(staffMailOf(id), 1, 20_000);
    expect(mail!.text).toContain('1 photo still coming');
    expect(mail!.html).toContain('1 photo still coming');
    expect(inline(mail!)).toBe(1);

    await completeUpload(late);
    const shown = await eventually(
      async () => {
        const lead = await adminLead(id);
        return lead.photos.length === 2 && lead.photos.every((p: Json) => p.thumb_url) ? lead : undefined;
      },
      20_000,
      'the late photo on the lead',
    );
    expect(shown).toMatchObject({ photos_pending: 0, photos_missing: 0 });
    expect(shown.photos[1].path).toBe(`/media/uploads/${late}.jpg`);
  });

  it('a photo that never arrives is recorded as missing and the e-mail waits for it no longer', async () => {
    const client = randomUUID();
    const never = await openUpload(client);
    const id = await submit(client, [never]);
    const expired = Date.now();
    await em().transactional(async (tx) => markPhotoMissing(tx, await tx.findOneOrFail(Upload, { id: never })));
    const { mail, ms } = await staffMailAfter(id, expired);
    expect(ms).toBeLessThan(2_000);
    expect(mail.text).toContain('1 photo never arrived');
    expect(await adminLead(id)).toMatchObject({ photos_pending: 0, photos_missing: 1, photos: [] });
  });

  it('sent each staff e-mail once', async () => {
    await pipelineQuiet(stack, stack.tuning!);
    for (const id of leads) expect(stack.smtp.messages.filter(staffMailOf(id)), `lead ${id}`).toHaveLength(1);
  });
});
