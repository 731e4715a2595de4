import { Redis } from 'ioredis';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lead } from '@northrock/core/lead';
import { eventually, fastRetry, startPipelineStack, type PipelineStack } from './support/pipeline-stack';

/**
 * Review requests through the running worker: its own sweep schedule (shortened), the outbox,
 * the queue and a real SMTP server, with an injected clock. One request and one reminder per
 * won job, whatever restarts, each carrying the RFC 8058 one-click unsubscribe headers.
 */

let stack: PipelineStack;
let redis: Redis;
const DAY = 24 * 60 * 60 * 1000;
let clock = new Date();
const tuning = { retry: fastRetry, relayIntervalMs: 100, reviewEveryMs: 300, reconcileEveryMs: 500, reconcileAfterMs: 0, now: () => clock };
const reviewMails = (kind: string) => (m: ParsedMail) => m.messageId?.startsWith(`<review-${kind}-`) ?? false;
const header = (m: ParsedMail, name: string) => m.headerLines.find((h) => h.key === name)?.line.replace(/\r?\n[ \t]+/g, ' ');
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

describe('review requests in the worker', () => {
  it('asks once after the delay with one-click unsubscribe headers, reminds once across a restart and a Redis flush', async () => {
    const res = await stack.gateway.call('POST', '/api/contact', { body: stack.lead({ email: 'marie.review@example.com' }) });
    expect(res.status).toBe(201);
    const id = res.body.id as number;
    const token = await stack.gateway.login();
    const won = await stack.gateway.call('PUT', `/api/admin/contacts/${id}/outcome`, { token, body: { outcome: 'won', job_value_cents: 1_250_000 } });
    expect(won.status).toBe(200);
    const wonAt = (await stack.gateway.orm.em.fork().findOneOrFail(Lead, { id })).outcome_at!;
    clock = new Date(wonAt.getTime() + 2 * DAY);
    await stack.startWorker(tuning);
    await stack.smtp.waitFor((m) => m.messageId?.startsWith(`<lead-${id}-staff.`) ?? false, 1, 30_000);
    await pause(1_000);
    expect(stack.smtp.messages.filter(reviewMails('request'))).toHaveLength(0);

    clock = new Date(wonAt.getTime() + 3 * DAY + 60_000);
    const [request] = await stack.smtp.waitFor(reviewMails('request'), 1, 30_000);
    expect(request!.to).toMatchObject({ value: [{ name: 'Marie Tremblay', address: 'marie.review@example.com' }] });
    expect(header(request!, 'list-unsubscribe')).toMatch(
      /^List-Unsubscribe: <https:\/\/www\.northrock\.test\/api\/unsubscribe\?token=[0-9a-f]{64}\.[\w-]{43}>$/,
    );
    expect(header(request!, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(request!.text).toContain('https://www.northrock.test/review?token=');
    expect(request!.text).toContain('https://www.northrock.test/unsubscribe?token=');
    expect(request!.text).toContain('Northrock Foundation & Waterproofing');
    expect(request!.html).toContain('Leave a review on our site');

    // A restarted worker and a Redis without its data: the reminder is neither lost nor repeated.
    await stack.worker!.close();
    const keys = await redis.keys(`${stack.prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await stack.startWorker(tuning);
    clock = new Date(wonAt.getTime() + 11 * DAY);
    const [reminder] = await stack.smtp.waitFor(reviewMails('reminder'), 1, 30_000);
    expect(reminder!.subject).toMatch(/^A reminder: how did your job/);
    expect(header(reminder!, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    clock = new Date(wonAt.getTime() + 40 * DAY);
    await pause(2_000);
    expect(stack.smtp.messages.filter(reviewMails('request'))).toHaveLength(1);
    expect(stack.smtp.messages.filter(reviewMails('reminder'))).toHaveLength(1);
    await eventually(
      async () => (await stack.gateway.orm.em.fork().getConnection().execute('select reminder_sent_at from review_requests'))[0]?.reminder_sent_at,
      10_000,
      'the reminder stamped',
    );
  }, 180_000);
});
