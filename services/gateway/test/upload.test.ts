import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Upload, uploadedPathPattern, uploadRateLimit } from '@northrock/core/photo';
import { phonePhoto, pngDeclaring, smallPng } from '@northrock/worker/testing';
import { startHarness, type Harness } from './harness';

let h: Harness;
let jpeg: Buffer;
let png: Buffer;

beforeAll(async () => {
  h = await startHarness({ TRUST_PROXY: 'loopback' });
  [jpeg, png] = await Promise.all([phonePhoto({ width: 800, height: 600 }), smallPng()]);
});
afterAll(async () => {
  await h?.close();
});

/** A different address per test (trust proxy is on for these requests), so rate limits stay apart. */
let address = 0;
beforeEach(() => {
  address += 1;
});

type Part = { name: string; data: Buffer; type?: string; field?: string };

async function upload(parts: Part[], headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const p of parts) form.append(p.field ?? 'files', new Blob([new Uint8Array(p.data)], { type: p.type ?? 'image/jpeg' }), p.name);
  const res = await fetch(`${h.baseUrl}/api/upload`, { method: 'POST', body: form, headers });
  return { status: res.status, body: await res.json() };
}

async function storedObjects(): Promise<string[]> {
  const keys: string[] = [];
  for await (const o of h.storage.list('')) keys.push(o.key);
  return keys;
}

async function expectNothingStored(before: string[]) {
  expect(await storedObjects()).toEqual(before);
  expect(await h.orm.em.fork().count(Upload, {})).toBe(uploadsSoFar);
  const tmp = join(h.config.dataDir, 'tmp', 'uploads');
  let leftovers: string[] = [];
  try {
    leftovers = readdirSync(tmp);
  } catch {
    // never created: nothing spooled
  }
  expect(leftovers).toEqual([]);
}

let uploadsSoFar = 0;

describe('POST /api/upload', () => {
  it('stores images recognised by content under random names and answers their paths', async () => {
    const res = await upload([
      { name: 'front wall.jpg', data: jpeg },
      { name: 'crack.PNG', data: png, type: 'image/png' },
      // The declared type and name are ignored: this PNG is stored as a PNG.
      { name: 'renamed.jpg', data: png, type: 'image/jpeg' },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.urls).toHaveLength(3);
    for (const u of res.body.urls) expect(u).toMatch(uploadedPathPattern);
    expect(res.body.urls[0]).toMatch(/\.jpg$/);
    expect(res.body.urls[1]).toMatch(/\.png$/);
    expect(res.body.urls[2]).toMatch(/\.png$/);
    uploadsSoFar += 3;
    const rows = await h.orm.em.fork().find(Upload, {});
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.lead === null)).toBe(true);
    const keys = await storedObjects();
    expect(keys.sort()).toEqual(res.body.urls.map((u: string) => u.replace('/media/uploads/', 'originals/')).sort());
    const stored = await h.storage.getBuffer(keys.find((k) => k.endsWith('.jpg'))!);
    expect(stored.equals(jpeg)).toBe(true);
  });

  it('shows nothing publicly before the photo is processed, and never the original', async () => {
    const res = await upload([{ name: 'a.jpg', data: jpeg }]);
    uploadsSoFar += 1;
    const path = res.body.urls[0] as string;
    const pub = await fetch(h.baseUrl + path, { redirect: 'manual' });
    expect(pub.status).toBe(404);
    expect((await pub.json()).detail).toMatch(/not available/);
    const original = await fetch(h.baseUrl + path.replace('/uploads/', '/originals/'));
    expect(original.status).toBe(403);
    await original.arrayBuffer();
  });

  const refusals: [string, () => Promise<Part[]>, number, RegExp][] = [
    ['a 6th file', async () => Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.jpg`, data: jpeg })), 413, /at most 5 photos/],
    [
      'an 11 MB file',
      async () => [
        { name: 'ok.jpg', data: jpeg },
        { name: 'huge.jpg', data: Buffer.concat([jpeg, Buffer.alloc(11 * 1024 * 1024, 1)]) },
      ],
      413,
      /"huge\.jpg" is larger than the 10 MB limit/,
    ],
    [
      'a text file renamed .jpg',
      async () => [{ name: 'notes.jpg', data: Buffer.from('Just some text pretending to be a photo.\n'.repeat(20)) }],
      415,
      /"notes\.jpg" is not an image/,
    ],
    [
      'an HTML page renamed .png',
      async () => [{ name: 'x.png', data: Buffer.from('<!doctype html><script>alert(1)</script>'), type: 'image/png' }],
      415,
      /not an image/,
    ],
    [
      'a HEIC photo (no decoder here)',
      async () => [{ name: 'IMG_1.HEIC', data: Buffer.concat([Buffer.from('000000186674797068656963000000006d69663168656963', 'hex'), Buffer.alloc(4000)]) }],
      415,
      /HEIC photo/,
    ],
    [
      'a PNG declaring 100000 x 100000 pixels',
      async () => [{ name: 'bomb.png', data: pngDeclaring(100_000, 100_000), type: 'image/png' }],
      422,
      /declares 100000x100000 pixels; the limit is 100 megapixels/,
    ],
    ['a file name with ../', async () => [{ name: '../../etc/cron.d/x.jpg', data: jpeg }], 422, /File name "\.\.\/\.\.\/etc\/cron\.d\/x\.jpg" is not allowed/],
    ['a file name with a backslash', async () => [{ name: '..\\evil.jpg', data: jpeg }], 422, /is not allowed/],
    ['a file in another field', async () => [{ name: 'a.jpg', data: jpeg, field: 'photo' }], 422, /Unexpected file field "photo"/],
    ['no file at all', async () => [], 422, /No photo received/],
  ];

  for (const [what, parts, status, detail] of refusals) {
    it(`refuses ${what} with ${status} and stores nothing`, async () => {
      const before = await storedObjects();
      const res = await upload(await parts(), { 'x-forwarded-for': `203.0.113.${address}` });
      expect(res.status).toBe(status);
      expect(res.body.detail).toMatch(detail);
      await expectNothingStored(before);
    });
  }

  it('refuses a body that is not multipart', async () => {
    const res = await h.call('POST', '/api/upload', { body: { files: ['x'] } });
    expect(res.status).toBe(415);
    expect(res.body.detail).toMatch(/multipart\/form-data/);
  });

  it('limits uploads per address, counting every attempt that reaches it (429 with Retry-After)', async () => {
    // A body of another type is refused before anything is counted (and before it is read).
    for (let i = 0; i < 3; i++) {
      const refused = await h.call('POST', '/api/upload', { raw: 'x', headers: { 'content-type': 'text/plain' } });
      expect(refused.status).toBe(415);
    }
    const statuses: number[] = [];
    for (let i = 0; i < uploadRateLimit.limit; i++) {
      const res = await upload([{ name: `p${i}.png`, data: png, type: 'image/png' }]);
      statuses.push(res.status);
      if (res.status === 201) uploadsSoFar += 1;
    }
    // The earlier tests of this file (refused uploads included) used part of the budget.
    const accepted = statuses.filter((s) => s === 201).length;
    expect(accepted).toBeGreaterThan(0);
    expect(statuses.slice(accepted).every((s) => s === 429)).toBe(true);
    const last = await fetch(`${h.baseUrl}/api/upload`, { method: 'POST', body: new FormData() });
    expect(last.status).toBe(429);
    expect((await last.json()).detail).toMatch(/Too many uploads/);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('is described in the OpenAPI document as multipart', async () => {
    const doc = (await h.call('GET', '/api/openapi.json')).body;
    const op = doc.paths['/upload'].post;
    expect(Object.keys(op.requestBody.content)).toEqual(['multipart/form-data']);
    expect(op.requestBody.content['multipart/form-data'].schema.properties.files.maxItems).toBe(5);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['201', '413', '415', '422', '429']));
  });
});
