import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_WAIT_MS } from '@northrock/core/lead';
import { createLogger } from '@northrock/core/platform';
import type { JobName } from '@northrock/core/registry';
import { startWorker, type RunningWorker } from '../src/worker';
import { phonePhoto } from './support/photos';
import { eventually, startPipelineStack, type PipelineStack } from './support/pipeline-stack';

/**
 * The timings docs/pipeline.md ("Timings") promises, read from a worker started exactly as
 * services/worker/src/main.ts starts it (no tuning: only this test's queue prefix), through
 * what BullMQ itself holds in Redis: every lead job retried 12 times, exponentially from 5 s;
 * a running job's lock held for 30 s; the reconciler every minute and the upload sweep every
 * hour; the staff e-mail due 15 s after a lead with photos whatever its photos do. The other
 * pipeline tests shorten all of these; this one keeps them as they ship.
 */

let stack: PipelineStack;
let worker: RunningWorker;
let redis: Redis;
const queues = new Map<JobName, Queue>();
const queue = (name: JobName) => {
  if (!queues.has(name)) queues.set(name, new Queue(name, { connection: redis, prefix: stack.prefix }));
  return queues.get(name)!;
};

beforeAll(async () => {
  stack = await startPipelineStack();
  worker = await startWorker(stack.workerConfig, createLogger('silent'), { prefix: stack.prefix });
  redis = new Redis(process.env.TEST_REDIS_URL!, { maxRetriesPerRequest: null });
}, 120_000);
afterAll(async () => {
  await worker?.close();
  await Promise.all([...queues.values()].map((q) => q.close()));
  redis?.disconnect();
  await stack?.close();
});

describe('the production pipeline timings', () => {
  it('retries, locks, schedules and the photo wait are the documented ones', async () => {
    stack.smtp.refuse = true; // the e-mail jobs fail and wait for their first retry
    const files = await Promise.all([phonePhoto(), phonePhoto({ orientation: 6 }), phonePhoto({ orientation: 3 })]);
    const up = await stack.upload(files.map((data, i) => ({ name: `wall-${i}.jpg`, data })));
    expect(up.status).toBe(201);
    const submitted = Date.now();
    const res = await stack.gateway.call('POST', '/api/contact', { body: stack.lead({ photo_urls: up.body.urls }) });
    expect(res.status).toBe(201);
    const id = res.body.id as number;

    // A running job holds its lock for 30 s (renewed while it runs).
    const lockMs = await eventually(
      async () => {
        const running = (await queue('contact.process-photos').getJobs(['active'])).find((j) => j.data.submission_id === id);
        const ms = running ? await redis.pttl(`${stack.prefix}:contact.process-photos:${running.id}:lock`) : -2;
        return ms > 0 ? ms : undefined;
      },
      30_000,
      'the photo job to run, holding its lock',
    );
    expect(lockMs).toBeGreaterThan(20_000);
    expect(lockMs).toBeLessThanOrEqual(30_000);

    // Every lead job: 12 attempts, exponential backoff from 5 s (5 s ... 85 min, ~2.8 h in all).
    for (const name of ['contact.process-photos', 'contact.notify-staff', 'contact.confirm-homeowner'] as const) {
      const [job] = (await queue(name).getJobs(['active', 'waiting', 'delayed', 'completed', 'failed'])).filter((j) => j.data.submission_id === id);
      expect(job?.opts, name).toMatchObject({ attempts: 12, backoff: { type: 'exponential', delay: 5_000 } });
    }

    // The homeowner's confirmation was refused once and waits 5 s for its first retry.
    const confirm = await eventually(
      async () => (await queue('contact.confirm-homeowner').getDelayed()).find((j) => j.data.submission_id === id && j.attemptsMade === 1),
      30_000,
      'the first failure of the confirmation',
    );
    const retryAt = Number(await redis.zscore(`${stack.prefix}:contact.confirm-homeowner:delayed`, confirm.id!)) / 0x1000;
    // It failed after it started (processedOn): the retry is due 5 s after that failure.
    expect(retryAt - confirm.processedOn!).toBeGreaterThanOrEqual(5_000);
    expect(retryAt - confirm.processedOn!).toBeLessThan(6_500);

    // The staff e-mail is due PHOTO_WAIT_MS (15 s) after the lead, whatever its photos do.
    expect(PHOTO_WAIT_MS).toBe(15_000);
    const [staff] = (await queue('contact.notify-staff').getJobs(['delayed', 'waiting', 'active', 'completed', 'failed'])).filter(
      (j) => j.data.submission_id === id,
    );
    expect(staff!.timestamp + (staff!.opts.delay ?? 0) - submitted).toBeGreaterThan(PHOTO_WAIT_MS - 2_000);
    expect(staff!.timestamp + (staff!.opts.delay ?? 0) - submitted).toBeLessThanOrEqual(PHOTO_WAIT_MS + 1_000);

    // The reconciler and the chase sweep run every minute, the housekeeping sweep every hour (one schedule each).
    const every = async (name: JobName) => (await queue(name).getJobSchedulers()).map((s) => s.every);
    await eventually(async () => (await every('outbox.reconcile')).length > 0, 10_000, 'the schedules');
    expect(await every('outbox.reconcile')).toEqual([60_000]);
    expect(await every('housekeeping.sweep')).toEqual([3_600_000]);
    expect(await every('lead-chase.sweep')).toEqual([60_000]);
    stack.smtp.refuse = false;
  }, 120_000);
});
