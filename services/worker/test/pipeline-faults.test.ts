import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactSubmission } from '@northrock/core/modules/contact/contact.entity';
import { OutboxMessage } from '@northrock/core/modules/contact/outbox.entity';
import { smallPng } from './support/photos';
import { eventually, startPipelineStack, type PipelineStack } from './support/pipeline-stack';
import { startPrivateRedis, type PrivateRedis } from '../../core/src/testing/redis-server';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const staffOf = (id: number) => (m: { messageId?: string }) => m.messageId === `<lead-${id}-staff@northrock.example>`;
const homeownerOf = (id: number) => (m: { messageId?: string }) => m.messageId === `<lead-${id}-homeowner@northrock.example>`;

describe('Redis stopped while a homeowner submits', () => {
  let redis: PrivateRedis;
  let stack: PipelineStack;
  beforeAll(async () => {
    redis = await startPrivateRedis();
    stack = await startPipelineStack({ redisUrl: redis.url });
    await stack.startWorker();
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
    await redis?.stop();
  });

  it('saves and answers 201 at once, and delivers once Redis is back', async () => {
    await redis.stop();
    const up = await stack.upload([{ name: 'wall.png', data: await smallPng(), type: 'image/png' }]);
    expect(up.status).toBe(201);
    const started = performance.now();
    const res = await stack.gateway.call('POST', '/api/contact', { body: stack.lead({ photo_urls: up.body.urls }) });
    expect(res.status).toBe(201);
    expect(performance.now() - started).toBeLessThan(1_000); // answered at once, not after a Redis timeout
    const id = res.body.id as number;

    await sleep(1_500);
    const em = stack.gateway.orm.em.fork();
    const saved = await em.findOneOrFail(ContactSubmission, { id });
    expect(saved.enqueued_at).toBeNull();
    const pending = await em.find(OutboxMessage, { enqueued_at: null });
    expect(pending.map((o) => o.job_name).sort()).toEqual(['contact.confirm-homeowner', 'contact.process-photos']);
    expect(stack.smtp.messages).toHaveLength(0);

    await redis.start();
    await stack.smtp.waitFor(staffOf(id), 1, 60_000);
    await stack.smtp.waitFor(homeownerOf(id), 1, 30_000);
    await sleep(1_000);
    expect(stack.smtp.messages.filter(staffOf(id))).toHaveLength(1);
    expect(stack.smtp.messages.filter(homeownerOf(id))).toHaveLength(1);
    const delivered = await em.fork().findOneOrFail(ContactSubmission, { id });
    expect(delivered.enqueued_at).not.toBeNull();
    expect(delivered.photo_variants?.[0]?.large).toMatch(/large\.webp$/);
  });
});

describe('SMTP refusing for a while', () => {
  let stack: PipelineStack;
  beforeAll(async () => {
    stack = await startPipelineStack();
    await stack.startWorker({ retry: { attempts: 8, backoffMs: 200 } });
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
  });

  it('retries with backoff, shows the trouble on the lead, then delivers exactly once', async () => {
    stack.smtp.refuse = true;
    const res = await stack.gateway.call('POST', '/api/contact', { body: stack.lead() });
    expect(res.status).toBe(201);
    const id = res.body.id as number;
    await eventually(async () => stack.smtp.refusals >= 4, 30_000, 'four refusals');
    const token = await stack.gateway.login();
    const during = ((await stack.gateway.call('GET', '/api/admin/contacts', { token })).body as any[]).find((c) => c.id === id);
    expect(during.delivery_error).toMatch(/retrying\): .*451/);
    expect(during.delivery_state).not.toBe('delivered');

    stack.smtp.refuse = false;
    await stack.smtp.waitFor(staffOf(id), 1, 30_000);
    await stack.smtp.waitFor(homeownerOf(id), 1, 30_000);
    await sleep(1_000);
    expect(stack.smtp.messages.filter(staffOf(id))).toHaveLength(1);
    expect(stack.smtp.messages.filter(homeownerOf(id))).toHaveLength(1);
    const after = await eventually(async () => {
      const lead = ((await stack.gateway.call('GET', '/api/admin/contacts', { token })).body as any[]).find((c) => c.id === id);
      return lead.delivery_state === 'delivered' ? lead : undefined;
    }, 10_000, 'delivered');
    expect(after.delivery_error).toBeNull();
  });
});
