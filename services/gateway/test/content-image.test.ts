import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ObjectStore, repoRoot } from '@northrock/core/platform';
import { variantSources } from '@northrock/core/photo';
import { createJobQueue, type JobQueue } from '@northrock/core/registry';
import { exifHasGps, phonePhoto, smallPng, startPipelineStack, type PipelineStack } from '@northrock/worker/testing';
import { startHarness, type Harness } from './harness';

// The real chain: gateway -> S3 server (private original) -> BullMQ (Redis) -> worker (sharp)
// -> S3 (public AVIF and WebP at 600 and 1200 px), and the gateway answering once the worker is done.
let stack: PipelineStack;
let token: string;
let webp: Buffer;

beforeAll(async () => {
  stack = await startPipelineStack();
  await stack.startWorker();
  token = await stack.gateway.login();
  webp = await readFile(join(repoRoot, 'web/public/images/avatars/daniel-beaulieu.webp'));
});
afterAll(async () => {
  await stack?.close();
});

function upload(baseUrl: string, files: { name: string; bytes: Buffer; type: string }[], auth: string | null = token) {
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  return fetch(`${baseUrl}/api/admin/images`, {
    method: 'POST',
    body: form,
    headers: auth ? { authorization: `Bearer ${auth}` } : {},
  });
}

async function keys(storage: ObjectStore, prefix: string): Promise<string[]> {
  const found: string[] = [];
  for await (const o of storage.list(prefix)) found.push(o.key);
  return found;
}

async function served(url: string): Promise<{ res: Response; bytes: Buffer }> {
  const res = await fetch(`${stack.gateway.baseUrl}${url}`);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('POST /api/admin/images', () => {
  it('publishes the worker re-encode (AVIF and WebP at 600 and 1200 px, upright, no EXIF/GPS), never the file as sent', async () => {
    const photo = await phonePhoto({ width: 2400, height: 1800, orientation: 6 });
    expect(exifHasGps((await sharp(photo).metadata()).exif)).toBe(true);
    const res = await upload(stack.gateway.baseUrl, [{ name: 'site.jpg', bytes: photo, type: 'image/jpeg' }]);
    expect(res.status).toBe(201);
    const { urls } = (await res.json()) as { urls: string[] };
    expect(urls).toHaveLength(1);
    const [, id] = /^\/media\/content\/([0-9a-f-]{36})-1200\.webp$/.exec(urls[0]!) ?? [];
    expect(id).toBeDefined();
    // The web's srcsets for it name exactly the files the worker wrote.
    const sources = variantSources(urls[0]!)!;
    expect(sources).toEqual({
      avif: { src: `/media/content/${id}-1200.avif`, srcSet: `/media/content/${id}-600.avif 600w, /media/content/${id}-1200.avif 1200w` },
      webp: { src: urls[0], srcSet: `/media/content/${id}-600.webp 600w, ${urls[0]} 1200w` },
    });

    // Each file in S3, and served by the gateway, decodes to its format and size.
    const stored = await keys(stack.storage, `content/${id}`);
    expect(stored.sort()).toEqual([`content/${id}-1200.avif`, `content/${id}-1200.webp`, `content/${id}-600.avif`, `content/${id}-600.webp`]);
    const expected = { 600: [600, 800], 1200: [1200, 1600] } as Record<number, [number, number]>;
    for (const [format, { srcSet }] of Object.entries(sources)) {
      for (const candidate of srcSet.split(', ')) {
        const [url, w] = candidate.split(' ');
        const inS3 = await stack.storage.getBuffer(url!.replace('/media/', ''));
        const { res: got, bytes } = await served(url!);
        expect(got.status).toBe(200);
        expect(bytes.equals(inS3)).toBe(true);
        expect(got.headers.get('content-type')).toBe(`image/${format}`);
        expect(got.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(got.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
        expect(bytes.equals(photo)).toBe(false);
        const meta = await sharp(bytes).metadata();
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
        if (format === 'avif') expect(meta.compression).toBe('av1');
        expect([meta.width, meta.height]).toEqual(expected[parseInt(w!, 10)]);
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
        expect(bytes.includes(Buffer.from('TestPhone'))).toBe(false);
      }
    }

    // The original was private and is gone; only the public re-encodes remain.
    expect(await keys(stack.storage, 'content-originals/')).toEqual([]);
  });

  it('still serves an image uploaded before the variants (one WebP, no siblings)', async () => {
    const id = '00000000-0000-4000-8000-00000000abcd';
    await stack.storage.put(`content/${id}.webp`, webp, 'image/webp');
    expect(variantSources(`/media/content/${id}.webp`)).toBeUndefined();
    const { res, bytes } = await served(`/media/content/${id}.webp`);
    expect(res.status).toBe(200);
    expect(bytes.equals(webp)).toBe(true);
    await stack.storage.remove([`content/${id}.webp`]);
  });

  it('drops what a polyglot hides after the image', async () => {
    const payload = '<html><body><script>alert(document.cookie)</script></body></html>';
    const polyglot = Buffer.concat([await smallPng(64, 48), Buffer.from(payload)]);
    const res = await upload(stack.gateway.baseUrl, [{ name: 'logo.png', bytes: polyglot, type: 'image/png' }]);
    expect(res.status).toBe(201);
    const { urls } = (await res.json()) as { urls: string[] };
    for (const url of Object.values(variantSources(urls[0]!)!).flatMap((s) => s.srcSet.split(', ').map((c) => c.split(' ')[0]!))) {
      const { bytes } = await served(url);
      expect(['webp', 'heif']).toContain((await sharp(bytes).metadata()).format);
      expect(bytes.includes(Buffer.from('<script>'))).toBe(false);
      expect(bytes.includes(Buffer.from('alert('))).toBe(false);
    }
  });

  it('answers 422 when the worker cannot decode the image, and publishes nothing', async () => {
    const before = await keys(stack.storage, 'content/');
    const truncated = (await phonePhoto({ width: 800, height: 600 })).subarray(0, 2_000);
    const res = await upload(stack.gateway.baseUrl, [{ name: 'broken.jpg', bytes: truncated, type: 'image/jpeg' }]);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { detail: string }).detail).toMatch(/^Image could not be decoded/);
    expect(await keys(stack.storage, 'content/')).toEqual(before);
    expect(await keys(stack.storage, 'content-originals/')).toEqual([]);
  });

  it('needs the admin token', async () => {
    expect((await upload(stack.gateway.baseUrl, [{ name: 'a.webp', bytes: webp, type: 'image/webp' }], null)).status).toBe(401);
  });

  it('refuses what is not an image, and more than one file', async () => {
    const text = await upload(stack.gateway.baseUrl, [{ name: 'a.webp', bytes: Buffer.from('hello, not an image'), type: 'image/webp' }]);
    expect(text.status).toBe(415);
    expect(((await text.json()) as { detail: string }).detail).toMatch(/is not an image/);
    const two = await upload(stack.gateway.baseUrl, [
      { name: 'a.webp', bytes: webp, type: 'image/webp' },
      { name: 'b.webp', bytes: webp, type: 'image/webp' },
    ]);
    expect(two.status).toBe(422);
    expect(((await two.json()) as { detail: string }).detail).toBe('Send exactly one image in the field "files"');
  });

  it('answers 404 for unknown or malformed content paths', async () => {
    expect((await fetch(`${stack.gateway.baseUrl}/media/content/00000000-0000-4000-8000-000000000000.webp`)).status).toBe(404);
    expect((await fetch(`${stack.gateway.baseUrl}/media/content/..%2Fsecret.webp`)).status).toBe(404);
    expect((await fetch(`${stack.gateway.baseUrl}/media/content/00000000-0000-4000-8000-000000000000-800.webp`)).status).toBe(404);
  });
});

describe('POST /api/admin/images without a worker', () => {
  let h: Harness;
  let queue: JobQueue;

  beforeAll(async () => {
    // Queues of their own that no worker consumes, and a short wait.
    queue = createJobQueue({ redisUrl: process.env.TEST_REDIS_URL!, prefix: `t${Math.random().toString(36).slice(2, 10)}` });
    h = await startHarness({}, { queue, contentImageTimeoutMs: 700 });
  });
  afterAll(async () => {
    await h?.close();
    await queue?.close();
  });

  it('answers 503 suggesting an image URL, and leaves nothing stored or queued', async () => {
    const res = await upload(h.baseUrl, [{ name: 'a.webp', bytes: webp, type: 'image/webp' }], await h.login());
    expect(res.status).toBe(503);
    expect(((await res.json()) as { detail: string }).detail).toMatch(/Paste an image URL instead/);
    expect(await keys(h.storage, 'content-originals/')).toEqual([]);
    expect(await keys(h.storage, 'content/')).toEqual([]);
    const [encode] = queue.bullQueues().filter((q) => q.name === 'content-image.encode');
    expect(await encode!.getJobCounts('waiting', 'active', 'delayed')).toEqual({ waiting: 0, active: 0, delayed: 0 });
  });
});
