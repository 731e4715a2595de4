import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lead } from '@northrock/core/lead';
import type { ParsedMail } from 'mailparser';
import { eventually, fastRetry, STAFF, startPipelineStack, type PipelineStack } from './support/pipeline-stack';

/**
 * The chase through the running worker: its own minute schedule (shortened here), the outbox,
 * the queue and a real SMTP server, with an injected clock. Once per chase, whatever restarts,
 * and nothing after a response.
 */

let stack: PipelineStack;
let redis: Redis;
let clock = new Date('2026-11-24T10:03:00-05:00');
const tuning = { retry: fastRetry, relayIntervalMs: 100, chaseEveryMs: 300, reconcileEveryMs: 500, reconcileAfterMs: 0, now: () => clock };
const chaseMails = (id: number, kind: string) => (m: ParsedMail) => m.messageId?.startsWith(`<chase-${kind}-${id}.`) ?? false;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  stack = await startPipelineStack();
  redis = new Redis(process.env.TEST_REDIS_URL!, { maxRetriesPerRequest: null });
}, 120_000);
afterAll(async () => {
  await stack?.worker?.close();
  redis?.disconnect();
  await stack?.close();
});

describe('the chase in the worker', () => {
  it('e-mails the owner once and the admins once, across a worker restart and a Redis flush, and stops after a response', async () => {
    const res = await stack.gateway.call('POST', '/api/contact', { body: stack.lead() });
    expect(res.status).toBe(201);
    const id = res.body.id as number;
    await stack.gateway.orm.em.fork().nativeUpdate(Lead, { id }, { created_at: new Date('2026-11-24T10:02:00-05:00') });
    await stack.startWorker(tuning);
    await stack.smtp.waitFor((m) => m.messageId?.startsWith(`<lead-${id}-staff.`) ?? false, 1, 30_000);
    await pause(1_000);
    expect(stack.smtp.messages.filter(chaseMails(id, 'owner'))).toHaveLength(0);

    clock = new Date('2026-11-24T10:07:30-05:00');
    const [owner] = await stack.smtp.waitFor(chaseMails(id, 'owner'), 1, 30_000);
    expect(owner!.subject).toMatch(/^Unanswered lead: /);
    expect(owner!.to).toMatchObject({ text: STAFF });

    // A restarted worker and a Redis without its data: the chase is neither lost nor repeated.
    await stack.worker!.close();
    const keys = await redis.keys(`${stack.prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await stack.startWorker(tuning);
    clock = new Date('2026-11-24T10:32:30-05:00');
    await stack.smtp.waitFor(chaseMails(id, 'admins'), 1, 30_000);
    await pause(2_000);
    expect(stack.smtp.messages.filter(chaseMails(id, 'owner'))).toHaveLength(1);
    expect(stack.smtp.messages.filter(chaseMails(id, 'admins'))).toHaveLength(1);

    // Answered: no follow-up until its days have passed, then one.
    const token = await stack.gateway.login();
    expect((await stack.gateway.call('PUT', `/api/admin/contacts/${id}`, { token, body: { status: 'contacted' } })).status).toBe(200);
    const chases = await stack.gateway.call('GET', `/api/admin/contacts/${id}/chases`, { token });
    expect((chases.body as { kind: string; sent_at: string | null }[]).map((c) => [c.kind, Boolean(c.sent_at)])).toEqual([
      ['owner', true],
      ['admins', true],
    ]);
    await pause(1_500);
    expect(stack.smtp.messages.filter((m) => m.messageId?.startsWith('<chase-'))).toHaveLength(2);
    clock = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
    await eventually(async () => stack.smtp.messages.some(chaseMails(id, 'followup')), 60_000, 'the follow-up reminder');
  }, 180_000);
});
