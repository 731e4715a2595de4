import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentImageJobHandlers, pruneContentOriginals } from '@northrock/core/content-image';
import type { ImageProcessor } from '@northrock/core/photo';
import { createObjectStore, type JobWorkers, loadConfig, type ObjectStore, type StoredObject } from '@northrock/core/platform';
import { createJobQueue, jobNames, startJobWorkers, type JobHandlers, type JobQueue } from '@northrock/core/registry';
import { startHarness, type Harness } from '@northrock/gateway/testing';
import { createSharpImageProcessor } from '../src/image/sharp-image-processor';
import { smallPng } from './support/photos';
import { startS3, type TestS3 } from './support/s3-server';

// Content images' cleanup on real stores (a folder and an S3 server), real Redis and sharp:
// the hourly sweep of abandoned originals, and the gateway giving up while a worker is mid-job.

async function keys(storage: ObjectStore, prefix: string): Promise<string[]> {
  const found: string[] = [];
  for await (const o of storage.list(prefix)) found.push(o.key);
  return found.sort();
}

let s3: TestS3;
let dir: string;
const stores: Record<'filesystem' | 's3', ObjectStore> = {} as never;

beforeAll(async () => {
  s3 = await startS3();
  dir = await mkdtemp(join(tmpdir(), 'northrock-content-'));
  stores.s3 = createObjectStore(loadConfig(s3.env));
  stores.filesystem = createObjectStore(loadConfig({ DATA_DIR: dir }));
  await Promise.all(Object.values(stores).map((s) => s.init()));
});
afterAll(async () => {
  await s3?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe.each(['filesystem', 's3'] as const)('content originals on the %s store', (kind) => {
  it('lists each object with its modification time', async () => {
    const storage = stores[kind];
    const before = Date.now() - 2_000; // S3 keeps whole seconds
    await storage.put('content-originals/listed.png', Buffer.from('x'), 'image/png');
    let listed: StoredObject | undefined;
    for await (const o of storage.list('content-originals/')) if (o.key === 'content-originals/listed.png') listed = o;
    expect(listed!.lastModified).toBeInstanceOf(Date);
    expect(listed!.lastModified.getTime()).toBeGreaterThanOrEqual(before);
    expect(listed!.lastModified.getTime()).toBeLessThanOrEqual(Date.now() + 2_000);
    await storage.remove(['content-originals/listed.png']);
  });

  it('sweeps an original older than an hour and keeps a fresh one and published images', async () => {
    const storage = stores[kind];
    const original = 'content-originals/00000000-0000-4000-8000-000000000001.jpg';
    const published = 'content/00000000-0000-4000-8000-000000000002.webp';
    await storage.put(original, Buffer.from('original'), 'image/jpeg');
    await storage.put(published, Buffer.from('public'), 'image/webp');

    // Fresh: its request may still be waiting.
    expect(await pruneContentOriginals(storage)).toEqual({ removed: 0 });
    expect(await keys(storage, 'content-originals/')).toEqual([original]);
    // The same objects an hour and a minute later: nobody waits for it any more.
    expect(await pruneContentOriginals(storage, new Date(Date.now() + 61 * 60 * 1000))).toEqual({ removed: 1 });
    expect(await keys(storage, 'content-originals/')).toEqual([]);
    expect(await keys(storage, 'content/')).toEqual([published]);
  });
});

describe('the gateway giving up while the worker is mid-job', () => {
  let h: Harness;
  let queue: JobQueue;
  let workers: JobWorkers;
  let release: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let encoded: () => void;
  const encodedOnce = new Promise<void>((resolve) => (encoded = resolve));
  const results: unknown[] = [];

  beforeAll(async () => {
    const prefix = `t${Math.random().toString(36).slice(2, 10)}`;
    queue = createJobQueue({ redisUrl: process.env.TEST_REDIS_URL!, prefix });
    h = await startHarness(s3.env, { storage: stores.s3, queue, contentImageTimeoutMs: 1_500 });
    // The real sharp re-encode, held back after decoding until the gateway has answered.
    const sharpImages = createSharpImageProcessor();
    const images: ImageProcessor = {
      ...sharpImages,
      async contentVariants(input) {
        const out = await sharpImages.contentVariants(input);
        encoded();
        await released;
        return out;
      },
    };
    const encode = contentImageJobHandlers({ storage: stores.s3, images })['content-image.encode'];
    const idle = Object.fromEntries(jobNames.map((n) => [n, async () => undefined])) as unknown as JobHandlers;
    workers = startJobWorkers(
      {
        ...idle,
        async 'content-image.encode'(payload, ctx) {
          const result = await encode(payload, ctx);
          results.push(result);
          return result;
        },
      },
      { redisUrl: process.env.TEST_REDIS_URL!, prefix },
    );
  });
  afterAll(async () => {
    release?.();
    await workers?.close();
    await h?.close();
    await queue?.close();
  });

  it('answers 503 and leaves no public file, though the worker writes after the gateway cleaned up', async () => {
    const before = await keys(stores.s3, 'content/');
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(await smallPng(64, 48))], { type: 'image/png' }), 'late.png');
    const answer = fetch(`${h.baseUrl}/api/admin/images`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${await h.login()}` },
    });
    await encodedOnce; // the worker holds the job and has the pixels
    const res = await answer;
    expect(res.status).toBe(503);
    expect(await keys(stores.s3, 'content-originals/')).toEqual([]);

    release(); // now the worker writes its AVIF and WebP files, then finds the original gone
    await expect.poll(() => results.length, { timeout: 5_000, interval: 50 }).toBe(1);
    expect(results[0]).toEqual({ refused: 'The uploaded image is gone; upload it again' });
    expect(await keys(stores.s3, 'content/')).toEqual(before);
    expect(await keys(stores.s3, 'content-originals/')).toEqual([]);
  });
});
