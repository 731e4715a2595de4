import type { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phonePhoto } from './support/photos';
import { eventually, type PipelineStack } from './support/pipeline-stack';
import { startWorkerFleet, type WorkerFleet } from './support/worker-fleet';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const staffOf = (id: number) => (m: { messageId?: string }) => m.messageId === `<lead-${id}-staff@northrock.example>`;
const homeownerOf = (id: number) => (m: { messageId?: string }) => m.messageId === `<lead-${id}-homeowner@northrock.example>`;

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
  it('ends failed and visible on the lead once past the stall limit, with no email sent twice', async () => {
    // Five phone-sized photos: seconds of sharp work, so each worker is killed mid-job.
    const files = await Promise.all([3, 6, 8, 1, 6].map((orientation) => phonePhoto({ orientation })));
    const up = await stack.upload(files.map((data, i) => ({ name: `photo-${i}.jpg`, data })));
    expect(up.status).toBe(201);

    // One worker at a time, so the one killed is the one running the job.
    let current = await fleet.start();
    const res = await stack.gateway.call('POST', '/api/contact', { body: stack.lead({ name: 'Poison Photos', photo_urls: up.body.urls }) });
    expect(res.status).toBe(201);
    const id = res.body.id as number;
    const jobId = `contact.process-photos.${id}`;

    // The homeowner's confirmation runs beside the photo work; it is let finish first, or it
    // would be in flight on the dying worker and stall (and fail) along with the photo job.
    await stack.smtp.waitFor(homeownerOf(id), 1, 30_000);
    await eventually(async () => (await confirm.getJob(`contact.confirm-homeowner.${id}`))?.isCompleted(), 10_000, 'confirmation job done');

    // Dies three times (a crash, an OOM kill, ...): one more than `maxStalledCount` allows.
    for (let death = 1; death <= 3; death++) {
      await eventually(async () => {
        const job = await photos.getJob(jobId);
        return (await job?.getState()) === 'active' && job!.stalledCounter === death - 1;
      }, 30_000, `photo job running (death ${death})`);
      current.child.kill('SIGKILL');
      expect((await current.exited).signal).toBe('SIGKILL');
      // The next worker finds the job stalled once its lock lapsed; after the third death it is
      // a healthy worker, never killed, that has to fail the job and mark the lead.
      current = await fleet.start();
    }

    const token = await stack.gateway.login();
    const lead = await eventually(async () => {
      const all = (await stack.gateway.call('GET', '/api/admin/contacts', { token })).body as any[];
      const found = all.find((c) => c.id === id);
      return found?.delivery_state === 'failed' ? found : undefined;
    }, 20_000, 'the lead shown failed to the admin');
    expect(lead.delivery_failed_at).not.toBeNull();
    expect(lead.delivery_error).toMatch(/^Processing photos failed/);
    expect(lead.photos_processed_at).toBeNull();

    // BullMQ holds it failed (the dashboard's failed list), not waiting for another round.
    const job = await photos.getJob(jobId);
    expect(await job!.getState()).toBe('failed');
    expect(job!.stalledCounter).toBe(3);

    // The homeowner heard back exactly once; the staff email waits on photos that never finished.
    await sleep(1_000);
    expect(stack.smtp.messages.filter(homeownerOf(id))).toHaveLength(1);
    expect(stack.smtp.messages.filter(staffOf(id))).toHaveLength(0);
    expect(current.child.exitCode).toBeNull();
  }, 90_000);
});
