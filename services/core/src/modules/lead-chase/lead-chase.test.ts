import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../platform/db';
import { createLogger } from '../../platform/logger';
import { createMailer, type Mailer } from '../../platform/mail';
import { activityHistory, createJobQueue, type JobQueue } from '../../registry';
import { migratedTestDatabase } from '@northrock/tools/test-database';
import { listActivity } from '../activity';
import { createLead, Lead } from '../lead';
import { addLeadNote, setLeadStatus } from '../lead-desk';
import { OutboxMessage, reconcileOutbox, startOutboxRelay } from '../outbox';
import { LeadChase } from './lead-chase.entity';
import { leadChaseJobHandlers } from './lead-chase.handlers';
import { chaseReconcileSource, listLeadChases } from './lead-chase.service';

let db: Awaited<ReturnType<typeof migratedTestDatabase>>;
let orm: Orm;
let dir: string;
let mailer: Mailer;
let clock = new Date();
const log = createLogger('error');
const config = { staffEmail: 'office@northrock.example', mailFrom: 'Northrock <no-reply@northrock.example>', publicUrl: 'https://northrock.example' };
const templates = {
  chase: async (v: { title: string; leads: { name: string }[] }) => ({
    html: `<p>${v.title}</p>`,
    text: `${v.title}\n${v.leads.map((l) => l.name).join('\n')}`,
  }),
};
let handlers: ReturnType<typeof leadChaseJobHandlers>;
const ctx = { jobId: 'test', attempt: 1, maxAttempts: 1 };
/** The lead desk's viewer for calls made as an admin. */
const anAdmin = { userId: 1, role: 'admin' as const };

beforeAll(async () => {
  db = await migratedTestDatabase('lead_chase');
  orm = db.orm;
  dir = mkdtempSync(join(tmpdir(), 'northrock-chase-'));
  mailer = createMailer({ smtpUrl: undefined, outboxDir: dir, mailFrom: config.mailFrom });
  handlers = leadChaseJobHandlers({ orm, mailer, config, templates, log, now: () => clock });
});
afterAll(async () => {
  mailer?.close();
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A lead received at `at` (Toronto time written with its offset). */
async function leadAt(at: string, name: string): Promise<Lead> {
  const s = await createLead(orm.em.fork(), {
    name,
    email: `${name.toLowerCase()}@example.com`,
    phone: '416-555-0100',
    city: 'Toronto',
    subject: 'Basement',
    message: 'Water in the basement.',
  });
  await orm.em.fork().nativeUpdate(Lead, { id: s.id }, { created_at: new Date(at) });
  return s;
}

/** Sweeps at `at` and runs the chase jobs its outbox rows ask for (what the relay and the worker do). */
async function sweepAndRun(at: string) {
  clock = new Date(at);
  const [last] = await orm.em.fork().find(OutboxMessage, {}, { orderBy: { id: 'desc' }, limit: 1 });
  const result = (await handlers['lead-chase.sweep']({}, ctx)) as { written: number };
  await runJobs(await orm.em.fork().find(OutboxMessage, { id: { $gt: last?.id ?? 0 }, job_name: { $like: 'lead-chase.%' } }, { orderBy: { id: 'asc' } }));
  return result;
}

async function runJobs(rows: OutboxMessage[]) {
  for (const row of rows) {
    if (row.job_name === 'lead-chase.send') await handlers['lead-chase.send'](row.payload as never, ctx);
    if (row.job_name === 'lead-chase.digest') await handlers['lead-chase.digest'](row.payload as never, ctx);
  }
}

/** The chase e-mails sent so far about a lead (by its name in the text part). */
const mailsAbout = (name: string) => readdirSync(dir).filter((f) => f.startsWith('_chase-') && readFileSync(join(dir, f), 'utf8').includes(name));
const chases = async (s: Lead) =>
  (await listLeadChases(orm.em.fork(), s.id)).map((c) => `${c.kind}:${c.sent_at ? 'sent' : c.cancelled_at ? 'cancelled' : 'owed'}`);

describe('the chase of an unanswered lead', () => {
  it('e-mails the owner once, then the admins once, recorded on the lead and in Activity; a rerun sends nothing more', async () => {
    const s = await leadAt('2026-11-24T10:02:00-05:00', 'Amelia');
    expect((await sweepAndRun('2026-11-24T10:06:00-05:00')).written).toBe(0);
    expect(await chases(s)).toEqual([]);
    await sweepAndRun('2026-11-24T10:07:30-05:00');
    expect(await chases(s)).toEqual(['owner:sent']);
    expect(mailsAbout('Amelia')).toHaveLength(1);
    // Rerunning the sweep and the job: no second row, no second e-mail.
    expect((await sweepAndRun('2026-11-24T10:08:00-05:00')).written).toBe(0);
    const [row] = await orm.em.fork().find(OutboxMessage, { job_name: 'lead-chase.send' }, { orderBy: { id: 'asc' }, limit: 1 });
    await runJobs([row!]);
    expect(mailsAbout('Amelia')).toHaveLength(1);
    await sweepAndRun('2026-11-24T10:32:00-05:00');
    expect(await chases(s)).toEqual(['owner:sent', 'admins:sent']);
    expect(mailsAbout('Amelia')).toHaveLength(2);
    const mail = readFileSync(
      join(
        dir,
        mailsAbout('Amelia').find((f) => f.includes('admins'))!,
      ),
      'utf8',
    );
    expect(mail).toContain('To: office@northrock.example');
    expect(mail).toContain('Subject: Still unanswered after 30 office minutes: Amelia (Toronto)');
    const activity = await listActivity(orm.em.fork(), { entity_type: 'ContactSubmission', entity_id: String(s.id) }, activityHistory());
    expect(activity.items.map((a) => a.action)).toEqual(['chase_admins', 'chase_owner']);
    expect(await orm.em.fork().count(LeadChase, { lead: s.id })).toBe(2);
  });

  it('stops the moment someone responds: an owed chase is cancelled, later ones are never written', async () => {
    const s = await leadAt('2026-11-24T11:00:00-05:00', 'Bernard');
    clock = new Date('2026-11-24T11:05:10-05:00');
    await handlers['lead-chase.sweep']({}, ctx);
    // Answered between the sweep and its job: the job checks the lead first.
    await setLeadStatus(orm.em.fork(), s.id, { status: 'contacted' }, anAdmin);
    const [chase] = await orm.em.fork().find(LeadChase, { lead: s.id });
    await runJobs(await orm.em.fork().find(OutboxMessage, { ref: `lead_chase:${chase!.id}` }));
    expect(await chases(s)).toEqual(['owner:cancelled']);
    await sweepAndRun('2026-11-24T12:00:00-05:00');
    expect(await chases(s)).toEqual(['owner:cancelled']);
    expect(mailsAbout('Bernard')).toHaveLength(0);
    expect((await orm.em.fork().findOneOrFail(Lead, { id: s.id })).first_response_kind).toBe('status');
  });

  it('a call note is a response; a plain note is not', async () => {
    const s = await leadAt('2026-11-24T13:00:00-05:00', 'Chloe');
    await addLeadNote(orm.em.fork(), s.id, 'admin', { body: 'Left a sticky note', kind: 'note' }, anAdmin);
    await sweepAndRun('2026-11-24T13:05:30-05:00');
    expect(await chases(s)).toEqual(['owner:sent']);
    await addLeadNote(orm.em.fork(), s.id, 'admin', { body: 'Called, booked a visit', kind: 'call' }, anAdmin);
    await sweepAndRun('2026-11-24T13:31:00-05:00');
    expect(await chases(s)).toEqual(['owner:sent']);
    expect((await orm.em.fork().findOneOrFail(Lead, { id: s.id })).first_response_kind).toBe('call');
  });

  it("lists the night's leads in one digest at opening time", async () => {
    const d = await leadAt('2026-11-24T22:30:00-05:00', 'Dmitri');
    const e = await leadAt('2026-11-25T06:10:00-05:00', 'Elodie');
    await sweepAndRun('2026-11-25T08:59:00-05:00');
    expect(await chases(d)).toEqual([]);
    await sweepAndRun('2026-11-25T09:00:30-05:00');
    expect(await chases(d)).toEqual(['digest:sent']);
    expect(await chases(e)).toEqual(['digest:sent']);
    const digests = readdirSync(dir).filter((f) => f.startsWith('_chase-digest-2026-11-25'));
    expect(digests).toHaveLength(1);
    const mail = readFileSync(join(dir, digests[0]!), 'utf8');
    expect(mail).toContain('Dmitri');
    expect(mail).toContain('Elodie');
    await sweepAndRun('2026-11-25T10:00:00-05:00');
    expect(readdirSync(dir).filter((f) => f.startsWith('_chase-digest-'))).toHaveLength(1);
  });

  it("e-mails the owner's own address when the account has one (admin_users.email)", async () => {
    await orm.em.fork().execute(`alter table admin_users add column if not exists email text null`);
    const [owner] = await orm.em.fork().execute<{ id: number }[]>(
      `insert into admin_users (username, role, password_hash, default_password, must_change_password, created_at, updated_at, email)
       values ('estelle', 'estimator', 'x', false, false, now(), now(), 'estelle@northrock.example') returning id`,
    );
    const s = await leadAt('2026-11-24T14:00:00-05:00', 'Fatima');
    await orm.em.fork().nativeUpdate(Lead, { id: s.id }, { owner_id: owner!.id });
    await sweepAndRun('2026-11-24T14:05:30-05:00');
    const [file] = mailsAbout('Fatima');
    expect(readFileSync(join(dir, file!), 'utf8')).toContain('To: estelle@northrock.example');
    expect((await listLeadChases(orm.em.fork(), s.id))[0]!.recipients).toEqual(['estelle@northrock.example']);
  });
});

describe('the chase survives a Redis flush', () => {
  let queue: JobQueue;
  let redis: Redis;
  const prefix = `chase${Math.random().toString(36).slice(2, 8)}`;
  beforeAll(async () => {
    queue = createJobQueue({ redisUrl: process.env.TEST_REDIS_URL!, prefix });
    redis = new Redis(process.env.TEST_REDIS_URL!, { maxRetriesPerRequest: null });
    for (let i = 0; i < 100 && !queue.ready(); i++) await new Promise((r) => setTimeout(r, 50));
  });
  afterAll(async () => {
    await queue?.close();
    redis?.disconnect();
  });

  it('re-drives an owed chase from PostgreSQL after the queue lost its job, and it still goes out once', async () => {
    const s = await leadAt('2026-11-24T15:00:00-05:00', 'Gustave');
    clock = new Date('2026-11-24T15:05:30-05:00');
    await handlers['lead-chase.sweep']({}, ctx);
    const relay = startOutboxRelay({ orm, queue, log, intervalMs: 50 });
    const [row] = await orm.em.fork().find(OutboxMessage, { job_name: 'lead-chase.send' }, { orderBy: { id: 'desc' }, limit: 1 });
    for (let i = 0; i < 100 && !(await orm.em.fork().findOneOrFail(OutboxMessage, { id: row!.id })).enqueued_at; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(await queue.jobState('lead-chase.send', row!.job_id)).toBe('waiting');
    // This installation's Redis data is gone (its keys only: other tests share the server).
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    expect(await queue.jobState('lead-chase.send', row!.job_id)).not.toBe('waiting');
    const result = await reconcileOutbox(orm.em.fork(), queue, [chaseReconcileSource({ olderThanMs: 0 })]);
    expect(result.redriven.map((j) => j.job.name)).toContain('lead-chase.send');
    await relay.stop();
    const again = await orm.em.fork().find(OutboxMessage, { job_name: 'lead-chase.send', id: { $gt: row!.id } });
    await runJobs([...again, ...again]);
    expect(mailsAbout('Gustave')).toHaveLength(1);
    expect(await chases(s)).toEqual(['owner:sent']);
    // Sent: nothing owed any more.
    const after = await reconcileOutbox(orm.em.fork(), queue, [chaseReconcileSource({ olderThanMs: 0 })]);
    expect(after.redriven.filter((j) => j.ref === `lead_chase:${row!.payload.chase_id as number}`)).toEqual([]);
  });
});
