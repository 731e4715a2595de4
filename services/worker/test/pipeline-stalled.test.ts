import type { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxMessage } from '@northrock/core/outbox';
import { phonePhoto } from './support/photos';
import { pipelineQuiet } from './support/pipeline-quiet';
import { eventually, homeownerMailOf, staffMailOf, type PipelineStack } from './support/pipeline-stack';
import { startWorkerFleet, type WorkerFleet } from './support/worker-fleet';
import type { Json } from '../../../test/json';

let fleet: WorkerFleet;
let stack: PipelineStack;
let photos: Queue;
let confirm: Queue;

beforeAll(async () => {
  // A dead worker's job counts as stalled once its 1.5 s lock lapses (production: 30 s);
  // the stall limit itself (`maxStalledCount`) is the production one.
  fleet = await startWorkerFleet({ lockDurationMs: 1_500, stalledIntervalMs: 500 });
  stack = fleet.stack;
  photos = fleet.queue('contact.process-photos');
  confirm = fleet.queue('contact.confirm-homeowner');
}, 120_000);

afterAll(async () => {
  await fleet?.close();
});

describe('a job whose worker process dies every time it runs it', () => {
  it('fails the photo job past the stall limit, visibly, while staff still get the lead exactly once', async () => {
    // Five phone-sized photos: seconds of sharp work, so each worker is killed mid-job.
    const files = await Promise.all([3, 6, 8, 1, 6].map((orientation) => phonePhoto({ orientation })));
    const up = await stack.upload(files.map((data, i) => ({ name: `photo-${i}.jpg`, data })));
    expect(up.status).toBe(201);

    // One worker at a time, so the one killed is the one running the job.
    let current = await fleet.start();
    const res = await stack.gateway.call('POST', '/api/contact', { body: stack.lead({ name: 'Poison Photos', photo_urls: up.body.urls }) });
    expect(res.status).toBe(201);
    const id = res.body.id as number;
    const jobId = (await stack.gateway.orm.em.fork().findOneOrFail(OutboxMessage, { ref: `contact_submission:${id}`, job_name: 'contact.process-photos' }))
      .job_id;

    // The homeowner's confirmation runs beside the photo work; it is let finish first, or it
    // would be in flight on the dying worker and stall (and fail) along with the photo job.
    await stack.smtp.waitFor(homeownerMailOf(id), 1, 30_000);
    const confirmId = (
      await stack.gateway.orm.em.fork().findOneOrFail(OutboxMessage, { ref: `contact_submission:${id}`, job_name: 'contact.confirm-homeowner' })
    ).job_id;
    await eventually(async () => (await confirm.getJob(confirmId))?.isCompleted(), 10_000, 'confirmation job done');

    // Dies three times (a crash, an OOM kill, ...): one more than `maxStalledCount` allows.
    for (let death = 1; death <= 3; death++) {
      await eventually(
        async () => {
          const job = await photos.getJob(jobId);
          return (await job?.getState()) === 'active' && job!.stalledCounter === death - 1;
        },
        30_000,
        `photo job running (death ${death})`,
      );
      current.child.kill('SIGKILL');
      expect((await current.exited).signal).toBe('SIGKILL');
      // The next worker finds the job stalled once its lock lapsed; after the third death it is
      // a healthy worker, never killed, that has to fail the job and mark the lead.
      current = await fleet.start();
    }

    const token = await stack.gateway.login();
    const lead = await eventually(
      async () => {
        const all = (await stack.gateway.call('GET', '/api/admin/contacts', { token })).body as Json[];
        const found = all.find((c) => c.id === id);
        return /^Processing photos failed after/.test(found?.delivery_error ?? '') ? found : undefined;
      },
      30_000,
      'the photo failure shown to the admin',
    );
    expect(lead.photos_processed_at).toBeNull();

    // BullMQ holds it failed (the dashboard's failed list), not waiting for another round.
    const job = await photos.getJob(jobId);
    expect(await job!.getState()).toBe('failed');
    expect(job!.stalledCounter).toBe(3);

    // Staff heard of the lead all the same, once the photo wait was over, with a line for the
    // photos that never got processed; the homeowner heard back exactly once.
    const [staff] = await stack.smtp.waitFor(staffMailOf(id), 1, 30_000);
    expect(staff!.text).toMatch(/\d photos? (is|are) being processed: see the lead in the admin/);
    await pipelineQuiet(stack, fleet.tuning);
    expect(stack.smtp.messages.filter(homeownerMailOf(id))).toHaveLength(1);
    expect(stack.smtp.messages.filter(staffMailOf(id))).toHaveLength(1);
    const after = ((await stack.gateway.call('GET', '/api/admin/contacts', { token })).body as Json[]).find((c) => c.id === id);
    expect(after.delivery_state).toBe('delivered');
    expect(after.delivery_error).toMatch(/^Processing photos failed after/);
    expect(current.child.exitCode).toBeNull();
  }, 120_000);
});
