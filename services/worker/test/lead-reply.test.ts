import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lead } from '@northrock/core/lead';
import { LeadReply, replyReconcileSource, sendReplyJob } from '@northrock/core/lead-reply';
import { addOutboxJob, reconcileOutbox } from '@northrock/core/outbox';
import { createJobQueue } from '@northrock/core/registry';
import { pipelineQuiet } from './support/pipeline-quiet';
import { eventually, homeownerMailOf, startPipelineStack, type PipelineStack } from './support/pipeline-stack';
import type { Json } from '../../../test/json';

/** A reply from the lead card on the real pipeline: outbox, relay, queue, worker, SMTP server. */

let stack: PipelineStack;
let token: string;

beforeAll(async () => {
  stack = await startPipelineStack();
  await stack.startWorker();
  token = await stack.gateway.login();
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

const replyMailOf = (id: number) => (m: { messageId?: string }) => m.messageId?.startsWith(`<lead-${id}-reply-`) ?? false;

async function submitted(extra: Record<string, unknown> = {}): Promise<number> {
  const res = await stack.gateway.call('POST', '/api/contact', { body: stack.lead(extra) });
  expect(res.status).toBe(201);
  return res.body.id;
}

const send = (id: number, body: Record<string, unknown>) => stack.gateway.call('POST', `/api/admin/contacts/${id}/replies`, { token, body });

describe('a reply to the homeowner', () => {
  it('goes out once, threaded under the confirmation, with the text as written and the company after it', async () => {
    const id = await submitted();
    const [confirmation] = await stack.smtp.waitFor(homeownerMailOf(id));
    const templates = (await stack.gateway.call('GET', '/api/admin/reply-templates', { token })).body as Json[];
    const booking = templates.find((t) => t.title === 'Booking your free estimate');
    const draft = (await stack.gateway.call('GET', `/api/admin/contacts/${id}/replies/draft?template_id=${booking.id}`, { token })).body;
    const body = {
      client_id: randomUUID(),
      subject: draft.subject,
      body: draft.body.replace('...?', 'Tuesday 10:00 or Wednesday 14:00?\nOr another day <b>you</b> like.'),
    };
    const queued = await send(id, body);
    expect(queued.status).toBe(201);

    const [mail] = await stack.smtp.waitFor(replyMailOf(id));
    expect(mail!.subject).toBe('Re: Crack in basement wall');
    expect(mail!.to).toMatchObject({ value: [{ address: 'marie.tremblay@example.com', name: '' }] });
    expect(mail!.inReplyTo).toBe(confirmation!.messageId);
    expect([mail!.references].flat()).toEqual([confirmation!.messageId]);
    expect(mail!.headers.get('x-northrock-lead')).toBe(String(id));
    expect(mail!.text).toContain('Hello Marie,');
    expect(mail!.text).toContain('Tuesday 10:00 or Wednesday 14:00?\nOr another day <b>you</b> like.');
    expect(mail!.html).toContain('Or another day &lt;b&gt;you&lt;/b&gt; like.');
    expect(mail!.text).toMatch(/Northrock Foundation & Waterproofing\n.*\d/);

    const sent = await eventually(async () => {
      const [r] = (await stack.gateway.call('GET', `/api/admin/contacts/${id}/replies`, { token })).body as Json[];
      return r?.status === 'sent' && r;
    });
    expect(sent).toMatchObject({ id: queued.body.id, error: null });
    expect(Date.parse(sent.sent_at)).toBeGreaterThanOrEqual(Date.parse(sent.created_at));

    // The client sends again (its answer was lost), and the job runs again (a re-drive): still one e-mail.
    expect((await send(id, body)).body.id).toBe(queued.body.id);
    const em = stack.gateway.orm.em.fork();
    const row = await em.findOneOrFail(LeadReply, { id: queued.body.id });
    addOutboxJob(em, { job: sendReplyJob, payload: { reply_id: row.id, reply_uid: row.uid }, ref: `lead_reply:${row.id}` });
    await em.flush();
    await pipelineQuiet(stack, stack.tuning!);
    expect(stack.smtp.messages.filter(replyMailOf(id))).toHaveLength(1);
    const [ledger] = await em.execute<{ state: string; attempts: number }[]>('select state, attempts from sent_emails where key = ?', [
      `lead.${id}.reply.${row.id}`,
    ]);
    expect(ledger).toEqual({ state: 'sent', attempts: 1 });
  });

  it('is retried while the mail server refuses for now, and shown failed when it refuses for good', async () => {
    const busy = await submitted({ email: 'busy@example.com' });
    const refused = await submitted({ email: 'nobody@example.com' });
    await stack.smtp.waitFor(homeownerMailOf(refused));
    await stack.smtp.waitFor(homeownerMailOf(busy));

    stack.smtp.rejected.add('nobody@example.com');
    const failed = await send(refused, { client_id: randomUUID(), subject: 'Re: hello', body: 'Hello {name}' });
    const status = async (id: number) => ((await stack.gateway.call('GET', `/api/admin/contacts/${id}/replies`, { token })).body as Json[])[0];
    const gaveUp = await eventually(async () => {
      const r = await status(refused);
      return r.status === 'failed' && r;
    });
    expect(gaveUp.error).toMatch(/550|mailbox/i);
    expect(stack.smtp.messages.filter(replyMailOf(refused))).toHaveLength(0);
    expect(failed.status).toBe(201);

    stack.smtp.refuse = true;
    await send(busy, { client_id: randomUUID(), subject: 'Re: hello', body: 'Hello {name}' });
    await eventually(async () => (await status(busy)).error !== null || undefined);
    expect((await status(busy)).status).toBe('queued');
    stack.smtp.refuse = false;
    await stack.smtp.waitFor(replyMailOf(busy));
    await eventually(async () => (await status(busy)).status === 'sent');
    expect(await status(busy)).toMatchObject({ status: 'sent', error: null });
  });

  it('is sent by the reconciler, once, when the queue lost its job (Redis flushed after the relay)', async () => {
    const id = await submitted({ email: 'lost@example.com' });
    await stack.smtp.waitFor(homeownerMailOf(id));
    const em = stack.gateway.orm.em.fork();
    const lead = await em.findOneOrFail(Lead, { id });
    // Queued five minutes ago, its outbox row relayed, and no job left in Redis.
    const reply = em.create(LeadReply, {
      client_id: randomUUID(),
      lead,
      author: 'admin',
      subject: 'Re: lost',
      body: 'Hello',
      status: 'queued',
      error: null,
      created_at: new Date(Date.now() - 5 * 60_000),
      sent_at: null,
    });
    await em.flush();
    const ref = `lead_reply:${reply.id}`;
    const payload = { reply_id: reply.id, reply_uid: reply.uid };
    addOutboxJob(em, { job: sendReplyJob, payload, ref }).enqueued_at = new Date();
    await em.flush();

    const queue = createJobQueue({ redisUrl: stack.workerEnv.REDIS_URL!, prefix: stack.prefix });
    try {
      // A new queue's connection is still being made: the reconciler refuses to guess meanwhile.
      for (let i = 0; i < 200 && !queue.ready(); i++) await new Promise((r) => setTimeout(r, 50));
      const result = await reconcileOutbox(em, queue, [replyReconcileSource()]);
      expect(result.redriven).toEqual([{ ref, job: sendReplyJob, payload }]);
      const [mail] = await stack.smtp.waitFor(replyMailOf(id));
      expect(mail!.subject).toBe('Re: lost');
      await eventually(async () => (await em.fork().findOneOrFail(LeadReply, { id: reply.id })).status === 'sent');
      // Sent: owed no more.
      expect((await reconcileOutbox(em, queue, [replyReconcileSource()])).redriven).toEqual([]);
      await pipelineQuiet(stack, stack.tuning!);
      expect(stack.smtp.messages.filter(replyMailOf(id))).toHaveLength(1);
    } finally {
      await queue.close();
    }
  });
});
