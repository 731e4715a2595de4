import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, staffMailOf, type PipelineStack } from './support/pipeline-stack';
import { startWorkerFleet, type WorkerFleet } from './support/worker-fleet';
import type { Json } from '../../../test/json';

/** What docs/pipeline.md promises for one worker process ("Memory"); its container has 1 GiB. */
const PEAK_RSS_LIMIT_BYTES = 768 * 1024 * 1024;

let fleet: WorkerFleet;
let stack: PipelineStack;

beforeAll(async () => {
  // Five photo jobs at once (production: two), to show that the decode budget, not the job
  // concurrency, bounds the memory.
  fleet = await startWorkerFleet({ lockDurationMs: 30_000, stalledIntervalMs: 30_000 }, { concurrency: { 'contact.process-photos': 5 } });
  stack = fleet.stack;
}, 120_000);
afterAll(async () => {
  await fleet?.close();
});

/** Peak resident memory of a process so far (Linux `VmHWM`). */
const peakRss = (pid: number) => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

describe('worker memory', () => {
  it('stays under 768 MiB with five 48-megapixel photos in flight', async () => {
    // A 48 MP phone photo (8000x6000) as a progressive JPEG: the costliest common decode (~150 MB each).
    const noise = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 12 } } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const photo = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: { r: 150, g: 130, b: 100 } } })
      .composite([{ input: noise, blend: 'overlay' }])
      .withMetadata({ orientation: 6 })
      .jpeg({ quality: 70, progressive: true })
      .toBuffer();
    expect(photo.length).toBeLessThan(10 * 1024 * 1024);

    const worker = await fleet.start();
    const before = peakRss(worker.child.pid!);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const up = await stack.upload([{ name: `big-${i}.jpg`, data: photo }]);
      expect(up.status).toBe(201);
      const res = await stack.gateway.call('POST', '/api/contact', { body: stack.lead({ name: `Big Photo ${i}`, photo_urls: up.body.urls }) });
      ids.push(res.body.id);
    }
    // Every photo made into variants (not refused), then every staff e-mail with its photo.
    await eventually(
      async () => {
        const leads = (await stack.gateway.call('GET', '/api/admin/contacts', { token: await stack.gateway.login() })).body as Json[];
        return ids.every((id) => leads.find((l) => l.id === id)?.photos[0]?.large_url) || undefined;
      },
      120_000,
      'all five photos processed',
    );
    for (const id of ids) await stack.smtp.waitFor(staffMailOf(id), 1, 60_000);

    const peak = peakRss(worker.child.pid!);
    expect(peak).toBeGreaterThan(before);
    expect(peak, `peak RSS ${Math.round(peak / 1024 / 1024)} MiB`).toBeLessThan(PEAK_RSS_LIMIT_BYTES);
  }, 240_000);
});
