import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lead } from '@northrock/core/lead';
import { OutboxMessage } from '@northrock/core/outbox';
import { smallPng } from './support/photos';
import { pipelineQuiet } from './support/pipeline-quiet';
import { eventually, homeownerMailOf, staffMailOf, startPipelineStack, type PipelineStack } from './support/pipeline-stack';
import { startPrivateRedis, type PrivateRedis } from '@northrock/tools/test-redis';
import type { Json } from '../../../test/json';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A pipeline with a worker, on a redis-server of the test's own (which it may stop or fill). */
function onPrivateRedis() {
  const ctx = {} as { redis: PrivateRedis; stack: PipelineStack };
  beforeAll(async () => {
    ctx.redis = await startPrivateRedis();
    ctx.stack = await startPipelineStack({ redisUrl: ctx.redis.url });
    await ctx.stack.startWorker();
  }, 120_000);
  afterAll(async () => {
    await ctx.stack?.close();
    await ctx.redis?.stop();
  });
  return ctx;
}

describe('Redis stopped while a homeowner submits', () => {
  const ctx = onPrivateRedis();

  it('saves and answers 201 at once, and delivers once Redis is back', async () => {
    const { redis, stack } = ctx;
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
    const saved = await em.findOneOrFail(Lead, { id });
    expect(saved.enqueued_at).toBeNull();
    const pending = await em.find(OutboxMessage, { enqueued_at: null });
    expect(pending.map((o) => o.job_name).sort()).toEqual(['contact.confirm-homeowner', 'contact.notify-staff', 'contact.process-photos']);
    expect(stack.smtp.messages).toHaveLength(0);

    await redis.start();
    await stack.smtp.waitFor(staffMailOf(id), 1, 60_000);
    await stack.smtp.waitFor(homeownerMailOf(id), 1, 30_000);
    await pipelineQuiet(stack, stack.tuning!);
    expect(stack.smtp.messages.filter(staffMailOf(id))).toHaveLength(1);
    expect(stack.smtp.messages.filter(homeownerMailOf(id))).toHaveLength(1);
    const delivered = await em.fork().findOneOrFail(Lead, { id });
    expect(delivered.enqueued_at).not.toBeNull();
    expect(delivered.photo_variants?.[0]?.large).toMatch(/large\.webp$/);
  }, 120_000);
});

describe('Redis full (maxmemory reached, noeviction)', () => {
  const ctx = onPrivateRedis();

  it('refuses new jobs instead of growing; the lead waits in the outbox and is delivered once Redis has room', async () => {
    const { redis, stack } = ctx;
    const admin = new Redis(redis.url);
    try {
      await admin.set('ballast', 'x'.repeat(4 * 1024 * 1024));
      await admin.config('SET', 'maxmemory-policy', 'noeviction');
      await admin.config('SET', 'maxmemory', '2mb');
      const res = await stack.gateway.call('POST', '/api/contact', { body: stack.lead({ name: 'Full Redis' }) });
      expect(res.status).toBe(201);
      const id = res.body.id as number;
      const row = await eventually(
        async () => {
          const rows = await stack.gateway.orm.em.fork().find(OutboxMessage, { ref: `contact_submission:${id}` });
          return rows.find((r) => /Redis is full/.test(r.last_error ?? ''));
        },
        15_000,
        'the relay to meet a full Redis',
      );
      expect(row.enqueued_at).toBeNull();
      expect(await admin.get('ballast')).toHaveLength(4 * 1024 * 1024); // nothing was evicted
      await sleep(1_000);
      expect(stack.smtp.messages.filter(staffMailOf(id))).toHaveLength(0);

      await admin.config('SET', 'maxmemory', '0');
      await stack.smtp.waitFor(staffMailOf(id), 1, 30_000);
      await stack.smtp.waitFor(homeownerMailOf(id), 1, 30_000);
      await pipelineQuiet(stack, stack.tuning!);
      expect(stack.smtp.messages.filter(staffMailOf(id))).toHaveLength(1);
    } finally {
      admin.disconnect();
    }
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
    const during = ((await stack.gateway.call('GET', '/api/admin/contacts', { token })).body as Json[]).find((c) => c.id === id);
    expect(during.delivery_error).toMatch(/retrying\): .*451/);
    expect(during.delivery_state).not.toBe('delivered');

    stack.smtp.refuse = false;
    await stack.smtp.waitFor(staffMailOf(id), 1, 30_000);
    await stack.smtp.waitFor(homeownerMailOf(id), 1, 30_000);
    await pipelineQuiet(stack, stack.tuning!);
    expect(stack.smtp.messages.filter(staffMailOf(id))).toHaveLength(1);
    expect(stack.smtp.messages.filter(homeownerMailOf(id))).toHaveLength(1);
    const after = await eventually(
      async () => {
        const lead = ((await stack.gateway.call('GET', '/api/admin/contacts', { token })).body as Json[]).find((c) => c.id === id);
        return lead.delivery_state === 'delivered' ? lead : undefined;
      },
      10_000,
      'delivered',
    );
    expect(after.delivery_error).toBeNull();
  });
});

describe('Redis flushed while the mail server refuses (its retries are lost with it)', () => {
  const ctx = {} as { redis: PrivateRedis; stack: PipelineStack };
  beforeAll(async () => {
    ctx.redis = await startPrivateRedis();
    ctx.stack = await startPipelineStack({ redisUrl: ctx.redis.url });
    // The production reconcile timings (every minute, for work owed two minutes): only the loss watch can be this fast.
    await ctx.stack.startWorker({ retry: { attempts: 8, backoffMs: 500 } });
  }, 120_000);
  afterAll(async () => {
    await ctx.stack?.close();
    await ctx.redis?.stop();
  });

  it('re-drives the lost work within 30 s and delivers exactly once', async () => {
    const { redis, stack } = ctx;
    stack.smtp.refuse = true;
    const res = await stack.gateway.call('POST', '/api/contact', { body: stack.lead() });
    expect(res.status).toBe(201);
    const id = res.body.id as number;
    await eventually(async () => stack.smtp.refusals >= 2, 30_000, 'two refusals');

    const client = new Redis(redis.url);
    await client.flushall();
    const flushedAt = performance.now();
    stack.smtp.refuse = false;
    await stack.smtp.waitFor(staffMailOf(id), 1, 30_000);
    await stack.smtp.waitFor(homeownerMailOf(id), 1, 30_000);
    expect(performance.now() - flushedAt).toBeLessThan(30_000);
    await client.quit();
    await sleep(2_000);
    expect(stack.smtp.messages.filter(staffMailOf(id))).toHaveLength(1);
    expect(stack.smtp.messages.filter(homeownerMailOf(id))).toHaveLength(1);
  }, 120_000);
});
