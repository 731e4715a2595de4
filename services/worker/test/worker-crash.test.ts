import type { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lead } from '@northrock/core/lead';
import { phonePhoto } from './support/photos';
import { pipelineQuiet } from './support/pipeline-quiet';
import { eventually, staffMailOf, type PipelineStack } from './support/pipeline-stack';
import type { WorkerProcess } from './support/spawn-worker';
import { startWorkerFleet, type WorkerFleet } from './support/worker-fleet';

let fleet: WorkerFleet;
let stack: PipelineStack;
let photos: Queue;

beforeAll(async () => {
  // A crashed worker's job is retried once its 2 s lock lapses (production: 30 s).
  fleet = await startWorkerFleet({ lockDurationMs: 2_000, stalledIntervalMs: 1_000 });
  stack = fleet.stack;
  photos = fleet.queue('contact.process-photos');
}, 120_000);

afterAll(async () => {
  await fleet?.close();
});

const start = (): Promise<WorkerProcess> => fleet.start();

/** A lead with three phone-sized photos: several seconds of work for the photo job. */
async function submitHeavyLead(name: string): Promise<number> {
  const files = await Promise.all([phonePhoto(), phonePhoto({ orientation: 3 }), phonePhoto({ orientation: 8 })]);
  const up = await stack.upload(files.map((data, i) => ({ name: `photo-${i}.jpg`, data })));
  expect(up.status).toBe(201);
  const res = await stack.gateway.call('POST', '/api/contact', { body: stack.lead({ name, photo_urls: up.body.urls }) });
  expect(res.status).toBe(201);
  return res.body.id;
}

const activePhotoJob = (id: number) =>
  eventually(async () => (await photos.getJobs(['active'])).find((j) => j.data.submission_id === id), 30_000, 'photo job to start');

const submission = (id: number) => stack.gateway.orm.em.fork().findOneOrFail(Lead, { id });

describe('a worker process killed in the middle of a job', () => {
  it('has its job retried by another worker, and the staff still get exactly one email', async () => {
    const first = await start();
    const id = await submitHeavyLead('Killed Midway');
    const job = await activePhotoJob(id);
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    expect((await submission(id)).photos_processed_at).toBeNull(); // it really died mid-job

    await start();
    await stack.smtp.waitFor(staffMailOf(id), 1, 60_000);
    await pipelineQuiet(stack, fleet.tuning);
    expect(stack.smtp.messages.filter(staffMailOf(id))).toHaveLength(1);
    const done = await photos.getJob(job.id!);
    expect(await done!.getState()).toBe('completed');
    expect(done!.stalledCounter).toBeGreaterThanOrEqual(1);
    expect((await submission(id)).photo_variants).toHaveLength(3);
  }, 120_000);
});

describe('a worker process stopped with SIGTERM', () => {
  it('finishes the job in hand before exiting, and nothing is sent twice', async () => {
    fleet.killAll();
    const worker = await start();
    const id = await submitHeavyLead('Graceful Stop');
    const job = await activePhotoJob(id);
    worker.child.kill('SIGTERM');
    const exit = await worker.exited;
    expect(exit.code).toBe(0);
    expect(worker.output.join('\n')).toContain('worker stopped');
    expect(await (await photos.getJob(job.id!))!.getState()).toBe('completed');
    expect((await submission(id)).photos_processed_at).not.toBeNull();

    await start(); // the staff email job queued by the finished photo job
    await stack.smtp.waitFor(staffMailOf(id), 1, 30_000);
    await pipelineQuiet(stack, fleet.tuning);
    expect(stack.smtp.messages.filter(staffMailOf(id))).toHaveLength(1);
  }, 120_000);
});
