import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Upload, uploadRateLimit } from '@northrock/core/photo';
import { createObjectStore, loadConfig } from '@northrock/core/platform';
import { phonePhoto, startS3 } from '@northrock/worker/testing';
import { photoUploadDir } from '../src/modules/photo/photo-upload.routes';
import { startHarness, type Harness } from './harness';
import { sweeperOf, tusClient, uploadIdOf } from './support/tus-client';

let h: Harness;
let jpeg: Buffer;

beforeAll(async () => {
  h = await startHarness({ TRUST_PROXY: 'loopback' });
  jpeg = await phonePhoto({ width: 1600, height: 1200, noise: true });
});
afterAll(async () => {
  await h?.close();
});

/** A different address per call site, so the per-address budget of one test never touches another's. */
let address = 0;
const newAddress = () => `198.51.100.${++address}`;

const b64 = (s: string) => Buffer.from(s).toString('base64');
const tus = tusClient(() => h.baseUrl);
const create = (enquiry: string, length: number, opts: { ip?: string; body?: Buffer; headers?: Record<string, string> } = {}) =>
  tus.create(enquiry, length, { ...opts, ip: opts.ip ?? newAddress() });
const { patch, head } = tus;

/** Sends `bytes` of a PATCH and then cuts the connection (a dropped signal mid-upload). */
async function interruptedPatch(location: string, enquiry: string, offset: number, bytes: Buffer, declared: number) {
  const url = new URL(h.baseUrl + location);
  await new Promise<void>((resolve) => {
    const req = request(url, {
      method: 'PATCH',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(declared),
        'enquiry-id': enquiry,
      },
    });
    req.on('error', () => resolve());
    req.on('response', () => resolve());
    req.write(bytes, () => setTimeout(() => req.destroy(), 300));
  });
}

const rowOf = (id: string) => h.orm.em.fork().findOne(Upload, { id });
const idOf = uploadIdOf;

/** Sends a third, cuts the connection in the middle of the next chunk, and answers where HEAD says to resume. */
async function sendWithACut(location: string, enquiry: string): Promise<number> {
  const third = Math.floor(jpeg.length / 3);
  expect((await patch(location, enquiry, 0, jpeg.subarray(0, third))).status).toBe(204);
  expect(await head(location, enquiry)).toEqual({ status: 200, offset: third, length: jpeg.length });

  // The signal drops in the middle of the second chunk: the bytes that arrived are kept.
  await interruptedPatch(location, enquiry, third, jpeg.subarray(third, third + 64 * 1024), jpeg.length - third);
  let resumeAt = third;
  for (let i = 0; i < 50; i++) {
    resumeAt = (await head(location, enquiry)).offset;
    if (resumeAt > third) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(resumeAt).toBeGreaterThan(third);
  expect(resumeAt).toBeLessThanOrEqual(third + 64 * 1024);

  // A wrong offset is a conflict and changes nothing.
  const wrong = await patch(location, enquiry, 0, jpeg.subarray(0, 10));
  expect(wrong.status).toBe(409);
  expect(wrong.body.detail).toMatch(/Upload-Offset/);
  expect((await head(location, enquiry)).offset).toBe(resumeAt);

  return resumeAt;
}

describe('resumable photo uploads (/api/tus)', () => {
  it('creates an upload, takes it in chunks, says its offset, resumes after a cut, and stores the photo on completion', async () => {
    const enquiry = randomUUID();
    const created = await create(enquiry, jpeg.length);
    expect(created.status).toBe(201);
    expect(created.location).toMatch(/^\/api\/tus\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(created.headers.get('upload-expires')).toBeTruthy();
    expect(created.headers.get('access-control-allow-origin')).toBeNull();
    const id = idOf(created.location);
    const pending = await rowOf(id);
    expect(pending).toMatchObject({ client_id: enquiry, completed_at: null, ext: null, size: jpeg.length });

    const resumeAt = await sendWithACut(created.location, enquiry);

    const done = await patch(created.location, enquiry, resumeAt, jpeg.subarray(resumeAt));
    expect(done.status).toBe(204);
    expect(done.headers.get('upload-offset')).toBe(String(jpeg.length));
    const row = await rowOf(id);
    expect(row).toMatchObject({ ext: 'jpg', content_type: 'image/jpeg', size: jpeg.length, width: 1600, height: 1200 });
    expect(row!.completed_at).toBeInstanceOf(Date);
    expect((await h.storage.getBuffer(`originals/${id}.jpg`)).equals(jpeg)).toBe(true);
    // The bytes left the upload server's folder; the upload still answers as complete.
    expect(readdirSync(photoUploadDir(h.config)).filter((n) => n.startsWith(id))).toEqual([]);
    expect(await head(created.location, enquiry)).toEqual({ status: 200, offset: jpeg.length, length: jpeg.length });
  });

  it('creation-with-upload completes in one request', async () => {
    const enquiry = randomUUID();
    const created = await create(enquiry, jpeg.length, { body: jpeg });
    expect(created.status).toBe(201);
    expect(created.headers.get('upload-offset')).toBe(String(jpeg.length));
    expect((await rowOf(idOf(created.location)))?.ext).toBe('jpg');
  });

  it("answers 404 for someone else's upload, and for a missing Enquiry-Id", async () => {
    const enquiry = randomUUID();
    const created = await create(enquiry, 1000);
    const other = randomUUID();
    for (const res of [await patch(created.location, other, 0, Buffer.alloc(10)), await patch(created.location, '', 0, Buffer.alloc(10))]) {
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe('Upload not found');
    }
    expect((await head(created.location, other)).status).toBe(404);
    const del = await fetch(h.baseUrl + created.location, { method: 'DELETE', headers: { 'tus-resumable': '1.0.0', 'enquiry-id': other } });
    expect(del.status).toBe(404);
    expect(await rowOf(idOf(created.location))).not.toBeNull();
    expect((await head(created.location, enquiry)).offset).toBe(0);
  });

  it('refuses bad lengths: none, too large (413), a body past the declared length', async () => {
    const enquiry = randomUUID();
    const none = await create(enquiry, 0, { headers: { 'upload-length': '' } });
    expect(none.status).toBe(400);
    const big = await create(enquiry, 10 * 1024 * 1024 + 1);
    expect(big.status).toBe(413);
    expect(big.body.detail).toMatch(/10 MB/);
    const deferred = await create(enquiry, 0, { headers: { 'upload-length': undefined as unknown as string, 'upload-defer-length': '1' } });
    expect(deferred.status).toBe(400);
    expect(await h.orm.em.fork().count(Upload, { client_id: enquiry })).toBe(0);
    const small = await create(enquiry, 100);
    const over = await patch(small.location, enquiry, 0, Buffer.alloc(200));
    expect(over.status).toBe(413);
    expect(typeof over.body.detail).toBe('string');
    expect((await head(small.location, enquiry)).offset).toBe(0);
  });

  it('refuses an Upload-Checksum (no checksum extension) with 400', async () => {
    const enquiry = randomUUID();
    const created = await create(enquiry, 100);
    const res = await patch(created.location, enquiry, 0, Buffer.alloc(100), { 'upload-checksum': `sha1 ${b64('not the sum')}` });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/checksum/i);
    expect((await head(created.location, enquiry)).offset).toBe(0);
    const options = await fetch(`${h.baseUrl}/api/tus`, { method: 'OPTIONS' });
    expect(options.headers.get('tus-extension')).toBe('creation,creation-with-upload,termination,expiration');
  });

  it('refuses the 6th upload of an enquiry, even sent in parallel', async () => {
    const enquiry = randomUUID();
    const answers = await Promise.all(Array.from({ length: 8 }, () => create(enquiry, 1000)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(3);
    for (const r of refused) {
      expect(r.status).toBe(422);
      expect(r.body.detail).toMatch(/at most 5 photos/);
    }
    expect(await h.orm.em.fork().count(Upload, { client_id: enquiry })).toBe(5);
    // Removing one (termination) frees its place.
    const first = answers.find((a) => a.status === 201)!;
    const del = await fetch(h.baseUrl + first.location, { method: 'DELETE', headers: { 'tus-resumable': '1.0.0', 'enquiry-id': enquiry } });
    expect(del.status).toBe(204);
    expect(await rowOf(idOf(first.location))).toBeNull();
    expect((await create(enquiry, 1000)).status).toBe(201);
  });

  it('refuses a non-image on completion and keeps nothing', async () => {
    const enquiry = randomUUID();
    const text = Buffer.from('%PDF-1.4 this is not a photo '.repeat(40));
    const created = await create(enquiry, text.length);
    const id = idOf(created.location);
    const res = await patch(created.location, enquiry, 0, text);
    expect(res.status).toBe(415);
    expect(res.body.detail).toMatch(/not an image/);
    expect(await rowOf(id)).toBeNull();
    expect(readdirSync(photoUploadDir(h.config)).filter((n) => n.startsWith(id))).toEqual([]);
    const keys: string[] = [];
    for await (const o of h.storage.list('originals/')) keys.push(o.key);
    expect(keys.filter((k) => k.includes(id))).toEqual([]);
  });

  it('counts creations against the per-address upload budget, atomically', async () => {
    const ip = newAddress();
    const answers = await Promise.all(Array.from({ length: uploadRateLimit.limit + 5 }, () => create(randomUUID(), 1000, { ip })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(uploadRateLimit.limit);
    const limited = answers.filter((a) => a.status === 429);
    expect(limited).toHaveLength(5);
    expect(limited[0]!.body.detail).toMatch(/Too many uploads/);
    expect(limited[0]!.headers.get('retry-after')).toBeTruthy();
  });

  it('expires unfinished uploads: their bytes and rows go, a complete one stays', async () => {
    const enquiry = randomUUID();
    const unfinished = await create(enquiry, jpeg.length);
    await patch(unfinished.location, enquiry, 0, jpeg.subarray(0, 1000));
    const complete = await create(enquiry, jpeg.length, { body: jpeg });
    const dir = photoUploadDir(h.config);
    expect(existsSync(`${dir}/${idOf(unfinished.location)}`)).toBe(true);
    // The same folder and database, its clock a day and an hour on.
    const sweeper = sweeperOf(h);
    const swept = await sweeper.sweep(new Date(Date.now() + 25 * 60 * 60_000));
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    expect(await rowOf(idOf(unfinished.location))).toBeNull();
    expect(existsSync(`${dir}/${idOf(unfinished.location)}`)).toBe(false);
    expect(existsSync(`${dir}/${idOf(unfinished.location)}.json`)).toBe(false);
    expect((await rowOf(idOf(complete.location)))?.ext).toBe('jpg');
    expect((await head(unfinished.location, enquiry)).status).toBe(404);
    await sweeper.close();
  });

  it('POST /api/upload still stores a multipart photo', async () => {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'wall.jpg');
    const res = await fetch(`${h.baseUrl}/api/upload`, { method: 'POST', body: form, headers: { 'x-forwarded-for': newAddress() } });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { urls: string[] };
    const row = await rowOf(body.urls[0]!.split('/').pop()!.split('.')[0]!);
    expect(row).toMatchObject({ ext: 'jpg', client_id: null });
    expect(row!.completed_at).toBeInstanceOf(Date);
  });
});

describe('resumable photo uploads with S3_ENDPOINT set', () => {
  it('resumes on the gateway and stores the original in the S3 server on completion', async () => {
    const s3 = await startS3();
    const main = h;
    // The helpers above talk to `h`: this test points them at a gateway whose store is S3.
    h = await startHarness({ TRUST_PROXY: 'loopback', ...s3.env }, { storage: createObjectStore(loadConfig(s3.env)) });
    try {
      expect(h.storage.kind).toBe('s3');
      const enquiry = randomUUID();
      const created = await create(enquiry, jpeg.length);
      const resumeAt = await sendWithACut(created.location, enquiry);
      expect((await patch(created.location, enquiry, resumeAt, jpeg.subarray(resumeAt))).status).toBe(204);
      const id = idOf(created.location);
      expect((await h.storage.getBuffer(`originals/${id}.jpg`)).equals(jpeg)).toBe(true);
      expect((await rowOf(id))?.completed_at).toBeInstanceOf(Date);
    } finally {
      await h.close();
      h = main;
      await s3.stop();
    }
  });
});
