import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lead } from '@northrock/core/lead';
import { OutboxMessage } from '@northrock/core/outbox';
import { startPrivateRedis, type PrivateRedis } from '@northrock/tools/test-redis';
import { pipelineQuiet } from './support/pipeline-quiet';
import { homeownerMailOf, staffMailOf, startPipelineStack, type PipelineStack } from './support/pipeline-stack';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';

/**
 * A second installation on a Redis that already served one (a reset DATA_DIR, two environments
 * sharing one Redis), and a database restored from a backup: lead ids repeat, and none of it
 * may cost a lead its e-mails.
 */
let redis: PrivateRedis;
let smtp: SmtpSink;
beforeAll(async () => {
  redis = await startPrivateRedis();
  smtp = await startSmtpSink();
});
afterAll(async () => {
  await smtp?.stop();
  await redis?.stop();
});

describe('two databases on one Redis', () => {
  let first: PipelineStack;
  let second: PipelineStack;
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('both deliver their lead 1, each exactly once, to the one staff inbox', async () => {
    first = await startPipelineStack({ redisUrl: redis.url, smtp, productPrefix: true });
    second = await startPipelineStack({ redisUrl: redis.url, smtp, productPrefix: true });
    const [a, b] = await Promise.all([first.startWorker(), second.startWorker()]);
    // Each installation's queues have their own Redis prefix: neither worker takes the other's jobs.
    expect(a.prefix).toMatch(/^nr-[0-9a-f]{12}$/);
    expect(b.prefix).toMatch(/^nr-[0-9a-f]{12}$/);
    expect(a.prefix).not.toBe(b.prefix);

    const one = await first.gateway.call('POST', '/api/contact', { body: first.lead({ name: 'First Install' }) });
    const two = await second.gateway.call('POST', '/api/contact', { body: second.lead({ name: 'Second Install' }) });
    expect([one.body.id, two.body.id]).toEqual([1, 1]);

    const staff = await smtp.waitFor(staffMailOf(1), 2, 30_000);
    await smtp.waitFor(homeownerMailOf(1), 2, 30_000);
    await Promise.all([pipelineQuiet(first, first.tuning!), pipelineQuiet(second, second.tuning!)]);
    expect(smtp.messages.filter(staffMailOf(1))).toHaveLength(2);
    expect(smtp.messages.filter(homeownerMailOf(1))).toHaveLength(2);
    expect(staff.map((m) => m.subject).sort()).toEqual([
      'New estimate request: First Install (Thunder Bay)',
      'New estimate request: Second Install (Thunder Bay)',
    ]);
    // Distinct Message-IDs: a mail client that folds duplicates shows both leads.
    expect(new Set(staff.map((m) => m.messageId)).size).toBe(2);
    for (const stack of [first, second]) {
      const lead = await stack.gateway.orm.em.fork().findOneOrFail(Lead, { id: 1 });
      expect(lead.staff_notified_at).not.toBeNull();
      expect(staff.some((m) => m.messageId!.includes(lead.uid))).toBe(true);
    }
  });
});

describe('a database restored from a backup, on the Redis it used', () => {
  let stack: PipelineStack;
  afterAll(async () => {
    await stack?.close();
  });

  it('delivers the new lead 1 although the queue still holds the finished jobs of the old one', async () => {
    stack = await startPipelineStack({ redisUrl: redis.url, smtp, productPrefix: true });
    await stack.startWorker();
    const old = await stack.gateway.call('POST', '/api/contact', { body: stack.lead({ name: 'Before Backup', city: 'Kenora' }) });
    expect(old.body.id).toBe(1);
    await smtp.waitFor((m) => staffMailOf(1)(m) && m.subject!.includes('Before Backup'), 1, 30_000);
    const em = stack.gateway.orm.em.fork();
    const oldJobs = await em.find(OutboxMessage, { ref: 'contact_submission:1' });

    // The backup was taken before lead 1: restoring it forgets the lead (and its rows), and the
    // id sequence starts over. Redis keeps the old lead's completed jobs (7 days).
    await em.execute('truncate contact_submissions, sent_emails, outbox_messages restart identity cascade');
    const fresh = await stack.gateway.call('POST', '/api/contact', { body: stack.lead({ name: 'After Restore', city: 'Dryden' }) });
    expect(fresh.body.id).toBe(1);
    const newJobs = await em.fork().find(OutboxMessage, { ref: 'contact_submission:1' });
    expect(newJobs.map((j) => j.job_id).filter((id) => oldJobs.some((o) => o.job_id === id))).toEqual([]);

    const [mail] = await smtp.waitFor((m) => staffMailOf(1)(m) && m.subject!.includes('After Restore'), 1, 30_000);
    expect(mail!.text).toContain('Dryden');
    await pipelineQuiet(stack, stack.tuning!);
    expect(smtp.messages.filter((m) => m.subject?.includes('After Restore'))).toHaveLength(1);
  });
});
