import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../platform/db';
import { createOrm } from '../../registry';
import { createMailer } from '../../platform/mail';
import { migratedTestDatabase } from '@northrock/tools/test-database';
import { createLead, Lead, type StepFailure } from '../lead';
import {
  clearStepFailure,
  deliveryAlert,
  deliveryCounts,
  deliveryErrorText,
  deliveryState,
  leadReconcileSource,
  recordDeliveryFailure,
  retryUndeliveredLeads,
  UNDELIVERED_ALERT_MS,
} from './lead-delivery.service';
import { emailKey, sendOnce } from './lead-pipeline.handlers';
import { OutboxMessage } from '../outbox';
import { SentEmail } from './sent-email.entity';
import type { JobFailure } from '../../platform/queue-workers';

let db: Awaited<ReturnType<typeof migratedTestDatabase>>;
let orm: Orm;
let dir: string;

beforeAll(async () => {
  db = await migratedTestDatabase('contact_pipeline');
  orm = db.orm;
  dir = mkdtempSync(join(tmpdir(), 'northrock-core-'));
});
afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

const lead = () => ({ name: 'Jean Roy', email: 'jean.roy@example.com', phone: '204-555-0100', city: 'Winnipeg', subject: 'Floor', message: 'The floor dips.' });

describe('sendOnce', () => {
  it('sends a message once however often (and however concurrently) a job runs', async () => {
    const outboxDir = join(dir, 'outbox');
    const mailer = createMailer({ smtpUrl: undefined, outboxDir, mailFrom: 'Northrock <no-reply@northrock.example>' });
    let builds = 0;
    const build = async () => {
      builds += 1;
      return { messageId: '<lead-7-staff@northrock.example>', to: 'leads@northrock.example', subject: 'Lead 7', text: 'hi', html: '<p>hi</p>' };
    };
    const results = await Promise.all([1, 2, 3].map(() => sendOnce(orm.em.fork(), mailer, emailKey(7, 'staff'), build)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await sendOnce(orm.em.fork(), mailer, emailKey(7, 'staff'), build)).toBe(false);
    const files = readdirSync(outboxDir);
    expect(files).toEqual(['_lead-7-staff@northrock.example_.eml']);
    const eml = readFileSync(join(outboxDir, files[0]!), 'utf8');
    expect(eml).toContain('Message-ID: <lead-7-staff@northrock.example>');
    expect(eml).toContain('Subject: Lead 7');
    const row = await orm.em.fork().findOneOrFail(SentEmail, { key: 'lead.7.staff' });
    expect(row).toMatchObject({ state: 'sent', attempts: 1, recipient: 'leads@northrock.example' });
    expect(builds).toBeLessThanOrEqual(3);
    mailer.close();
  });

  it('leaves the row unsent when the server refuses, so the retry sends', async () => {
    const failing = { kind: 'smtp' as const, send: async () => Promise.reject(new Error('451 try later')), close: () => undefined };
    const build = async () => ({ messageId: '<lead-8-staff@x>', to: 'a@b.example', subject: 's', text: 't', html: 'h' });
    await expect(sendOnce(orm.em.fork(), failing, emailKey(8, 'staff'), build)).rejects.toThrow('451');
    const row = await orm.em.fork().findOneOrFail(SentEmail, { key: 'lead.8.staff' });
    expect(row).toMatchObject({ state: 'pending', attempts: 1, last_error: '451 try later' });
    let sent = 0;
    const ok = { kind: 'smtp' as const, send: async () => void (sent += 1), close: () => undefined };
    expect(await sendOnce(orm.em.fork(), ok, emailKey(8, 'staff'), build)).toBe(true);
    expect(sent).toBe(1);
    expect(await orm.em.fork().findOneOrFail(SentEmail, { key: 'lead.8.staff' })).toMatchObject({ state: 'sent', attempts: 2, last_error: null });
  });

  it('records a message the server accepted even when its transaction cannot commit, so the retry does not resend', async () => {
    // The mail server accepts; then PostgreSQL drops the sending transaction's connection (a
    // restart) before it commits.
    const dying = await createOrm(db.url, { pool: { min: 0, max: 3 } });
    let sent = 0;
    let cut = 0;
    const acceptedThenCut = {
      kind: 'smtp' as const,
      async send() {
        sent += 1;
        const [row] = await orm.em.fork().execute<{ n: number }[]>(
          `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid() and state = 'idle in transaction' and query ilike '%sent_emails%'`,
        );
        cut += row!.n;
      },
      close: () => undefined,
    };
    const build = async () => ({ messageId: '<lead-10-staff@x>', to: 'a@b.example', subject: 's', text: 't', html: 'h' });
    expect(await sendOnce(dying.em.fork(), acceptedThenCut, emailKey(10, 'staff'), build)).toBe(true);
    expect(cut).toBe(1);
    expect(await orm.em.fork().findOneOrFail(SentEmail, { key: 'lead.10.staff' })).toMatchObject({ state: 'sent' });
    expect(await sendOnce(orm.em.fork(), acceptedThenCut, emailKey(10, 'staff'), build)).toBe(false);
    expect(sent).toBe(1);
  });

  it('leaves no row "sending" when the process sending it dies mid-send', async () => {
    // The send hangs (a mail server that never answers) until the database drops the
    // connection of its transaction, as it does when the worker process is killed.
    let entered!: () => void;
    let gone!: (err: Error) => void;
    const sending = new Promise<void>((r) => (entered = r));
    const hanging = {
      kind: 'smtp' as const,
      send: () => new Promise<void>((_, reject) => ((gone = reject), entered())),
      close: () => undefined,
    };
    const build = async () => ({ messageId: '<lead-9-staff@x>', to: 'a@b.example', subject: 's', text: 't', html: 'h' });
    // Its own ORM, as a worker process has: the one whose connection is cut is abandoned like the process.
    const dying = await createOrm(db.url, { pool: { min: 0, max: 2 } });
    const attempt = sendOnce(dying.em.fork(), hanging, emailKey(9, 'staff'), build).catch((e: Error) => e);
    await sending;
    const killed = await orm.em
      .fork()
      .getConnection()
      .execute<{ n: number }[]>(
        `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and state = 'idle in transaction' and query ilike '%sent_emails%'`,
      );
    expect(killed[0]!.n).toBe(1);
    const row = await orm.em.fork().findOneOrFail(SentEmail, { key: 'lead.9.staff' });
    expect(row.state).toBe('pending');
    expect(await orm.em.fork().count(SentEmail, { state: { $nin: ['pending', 'sent'] } })).toBe(0);
    gone(new Error('the process is gone'));
    expect(await attempt).toBeInstanceOf(Error);
    // The next run of the job sends it.
    let sent = 0;
    const ok = { kind: 'smtp' as const, send: async () => void (sent += 1), close: () => undefined };
    expect(await sendOnce(orm.em.fork(), ok, emailKey(9, 'staff'), build)).toBe(true);
    expect(sent).toBe(1);
  });
});

const failure = (over: Partial<StepFailure> = {}): StepFailure => ({
  message: '550 no such mailbox',
  attempt: 1,
  max_attempts: 12,
  final: true,
  at: new Date().toISOString(),
  ...over,
});

describe('deliveryState', () => {
  const at = new Date();
  const none = {
    photo_urls: ['/media/uploads/x.jpg'],
    enqueued_at: null,
    photos_processed_at: null,
    staff_notified_at: null,
    homeowner_confirmed_at: null,
    delivery_errors: null,
    spam_at: null,
  };
  it.each([
    [{}, 'received'],
    [{ enqueued_at: at }, 'queued'],
    [{ enqueued_at: at, photos_processed_at: at }, 'photos_ready'],
    [{ enqueued_at: at, delivery_errors: { 'contact.notify-staff': failure() } }, 'failed'],
    [{ enqueued_at: at, delivery_errors: { 'contact.notify-staff': failure({ final: false }) } }, 'queued'],
    [{ enqueued_at: at, staff_notified_at: at, delivery_errors: { 'contact.confirm-homeowner': failure() } }, 'staff_notified'],
    // A failure of a step that is done since (an older job of it) is history, not a failure.
    [{ enqueued_at: at, photos_processed_at: at, delivery_errors: { 'contact.process-photos': failure() } }, 'photos_ready'],
    [{ enqueued_at: at, delivery_errors: { 'contact.process-photos': failure() } }, 'failed'],
    // Without photos there is no photo step: never "photos ready", nor failed by it.
    [{ photo_urls: [], enqueued_at: at }, 'queued'],
    [{ enqueued_at: at, staff_notified_at: at, homeowner_confirmed_at: at }, 'delivered'],
    [{ spam_at: at }, 'spam'],
  ])('%o is %s', (fields, state) => {
    expect(deliveryState({ ...none, ...fields } as never)).toBe(state);
  });
});

const jobFailure = (s: Lead, name: JobFailure['name'], message: string, final: boolean): JobFailure => ({
  name,
  jobId: randomUUID(),
  payload: { submission_id: s.id, submission_uid: s.uid },
  error: new Error(message),
  attempt: final ? 12 : 3,
  maxAttempts: 12,
  final,
});

describe('delivery errors', () => {
  it("keeps every step's failure: the confirmation's never hides the staff e-mail's", async () => {
    const s = await createLead(orm.em.fork(), lead());
    await recordDeliveryFailure(orm.em.fork(), jobFailure(s, 'contact.notify-staff', '421 busy', true));
    await recordDeliveryFailure(orm.em.fork(), jobFailure(s, 'contact.confirm-homeowner', '451 later', false));
    const read = () => orm.em.fork().findOneOrFail(Lead, { id: s.id });
    expect(deliveryErrorText(await read())).toBe(
      'Emailing staff failed after 12 attempt(s): 421 busy; Emailing the homeowner failed (attempt 3 of 12, retrying): 451 later',
    );
    expect(deliveryState(await read())).toBe('failed');
    await clearStepFailure(orm.em.fork(), s.id, 'contact.confirm-homeowner');
    expect(deliveryErrorText(await read())).toBe('Emailing staff failed after 12 attempt(s): 421 busy');
    // A late failure of a job whose step is done records nothing; nor does a job for another lead's uid.
    await orm.em.fork().nativeUpdate(Lead, { id: s.id }, { homeowner_confirmed_at: new Date() });
    await recordDeliveryFailure(orm.em.fork(), jobFailure(s, 'contact.confirm-homeowner', 'late', true));
    await recordDeliveryFailure(orm.em.fork(), {
      ...jobFailure(s, 'contact.process-photos', 'not mine', true),
      payload: { submission_id: s.id, submission_uid: randomUUID() },
    });
    expect(Object.keys((await read()).delivery_errors ?? {})).toEqual(['contact.notify-staff']);
  });
});

describe('the reconciler source of leads', () => {
  it('owes every step not done on leads started long enough ago, and nothing on the rest', async () => {
    const longAgo = new Date(Date.now() - 10 * 60_000);
    const withPhotos = await createLead(orm.em.fork(), lead());
    // Its photo (claimed at intake, lead.service.test.ts): only the paths matter here.
    await orm.em.fork().nativeUpdate(Lead, { id: withPhotos.id }, { photo_urls: [`/media/uploads/${randomUUID()}.jpg`] });
    const done = await createLead(orm.em.fork(), lead());
    const recent = await createLead(orm.em.fork(), lead());
    await orm.em.fork().nativeUpdate(Lead, { id: { $in: [withPhotos.id, done.id] } }, { pipeline_started_at: longAgo });
    await orm.em.fork().nativeUpdate(Lead, { id: withPhotos.id }, { homeowner_confirmed_at: new Date() });
    await orm.em.fork().nativeUpdate(Lead, { id: done.id }, { staff_notified_at: new Date(), homeowner_confirmed_at: new Date() });
    const owed = await leadReconcileSource({ olderThanMs: 60_000 })(orm.em.fork());
    const mine = owed.filter((j) => [withPhotos.id, done.id, recent.id].some((id) => j.ref === `contact_submission:${id}`));
    expect(mine.map((j) => [j.ref, j.name])).toEqual([
      [`contact_submission:${withPhotos.id}`, 'contact.process-photos'],
      [`contact_submission:${withPhotos.id}`, 'contact.notify-staff'],
    ]);
    expect(mine[0]!.payload).toEqual({ submission_id: withPhotos.id, submission_uid: withPhotos.uid });
  });
});

describe('the delivery alert and "Retry now"', () => {
  it('counts leads whose staff e-mail failed or is overdue, and re-drives exactly those', async () => {
    await orm.em.fork().nativeUpdate(Lead, {}, { staff_notified_at: new Date(), homeowner_confirmed_at: new Date() });
    const failed = await createLead(orm.em.fork(), lead());
    const overdue = await createLead(orm.em.fork(), lead());
    const fresh = await createLead(orm.em.fork(), lead());
    const notified = await createLead(orm.em.fork(), lead());
    await recordDeliveryFailure(orm.em.fork(), jobFailure(failed, 'contact.notify-staff', '550 no such mailbox', true));
    const longAgo = new Date(Date.now() - UNDELIVERED_ALERT_MS - 60_000);
    await orm.em.fork().nativeUpdate(Lead, { id: overdue.id }, { pipeline_started_at: longAgo, created_at: longAgo });
    await orm.em.fork().nativeUpdate(Lead, { id: notified.id }, { staff_notified_at: new Date(), pipeline_started_at: longAgo });

    const alert = await deliveryAlert(orm.em.fork());
    expect(alert).toEqual({ undelivered: 2, failed: 1, oldest_received_at: longAgo });
    const counts = await deliveryCounts(orm.em.fork());
    expect(counts.states.failed).toBe(1);
    expect(counts.oldestUndeliveredSeconds).toBeGreaterThanOrEqual(UNDELIVERED_ALERT_MS / 1000);

    const before = await orm.em.fork().count(OutboxMessage, {});
    expect(await retryUndeliveredLeads(orm.em.fork())).toEqual({ retried: 2 });
    const added = await orm.em.fork().find(OutboxMessage, {}, { orderBy: { id: 'desc' }, limit: (await orm.em.fork().count(OutboxMessage, {})) - before });
    expect(added.map((r) => `${r.ref} ${r.job_name}`).sort()).toEqual(
      [failed, overdue].flatMap((s) => [`contact_submission:${s.id} contact.confirm-homeowner`, `contact_submission:${s.id} contact.notify-staff`]).sort(),
    );
    expect(added.every((r) => r.run_at === null)).toBe(true);
    expect((await orm.em.fork().findOneOrFail(Lead, { id: failed.id })).delivery_errors).toBeNull();
    expect((await deliveryAlert(orm.em.fork())).failed).toBe(0);
    expect(fresh.id).toBeGreaterThan(0);
  });
});
