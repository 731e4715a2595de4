import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../platform/db';
import { createMailer } from '../../platform/mail';
import { createOrm } from '../../registry';
import { migratedTestDatabase } from '@northrock/tools/test-database';
import { reserveWithinCap, sendOnce, type SendCap } from './send-once';
import { SentEmail } from './sent-email.entity';

let db: Awaited<ReturnType<typeof migratedTestDatabase>>;
let orm: Orm;
let dir: string;

beforeAll(async () => {
  db = await migratedTestDatabase('send_once');
  orm = db.orm;
  dir = mkdtempSync(join(tmpdir(), 'northrock-email-'));
});
afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('sendOnce', () => {
  it('sends a message once however often (and however concurrently) a job runs', async () => {
    const outboxDir = join(dir, 'outbox');
    const mailer = createMailer({ smtpUrl: undefined, outboxDir, mailFrom: 'Northrock <no-reply@northrock.example>' });
    let builds = 0;
    const build = async () => {
      builds += 1;
      return { messageId: '<lead-7-staff@northrock.example>', to: 'leads@northrock.example', subject: 'Lead 7', text: 'hi', html: '<p>hi</p>' };
    };
    const results = await Promise.all([1, 2, 3].map(() => sendOnce(orm.em.fork(), mailer, 'lead.7.staff', build)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await sendOnce(orm.em.fork(), mailer, 'lead.7.staff', build)).toBe(false);
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
    await expect(sendOnce(orm.em.fork(), failing, 'lead.8.staff', build)).rejects.toThrow('451');
    const row = await orm.em.fork().findOneOrFail(SentEmail, { key: 'lead.8.staff' });
    expect(row).toMatchObject({ state: 'pending', attempts: 1, last_error: '451 try later' });
    let sent = 0;
    const ok = { kind: 'smtp' as const, send: async () => void (sent += 1), close: () => undefined };
    expect(await sendOnce(orm.em.fork(), ok, 'lead.8.staff', build)).toBe(true);
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
    expect(await sendOnce(dying.em.fork(), acceptedThenCut, 'lead.10.staff', build)).toBe(true);
    expect(cut).toBe(1);
    expect(await orm.em.fork().findOneOrFail(SentEmail, { key: 'lead.10.staff' })).toMatchObject({ state: 'sent' });
    expect(await sendOnce(orm.em.fork(), acceptedThenCut, 'lead.10.staff', build)).toBe(false);
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
    const attempt = sendOnce(dying.em.fork(), hanging, 'lead.9.staff', build).catch((e: Error) => e);
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
    expect(await sendOnce(orm.em.fork(), ok, 'lead.9.staff', build)).toBe(true);
    expect(sent).toBe(1);
  });
});

describe('reserveWithinCap', () => {
  const cap: SendCap = { name: 'test-cap', family: 'test.%.cap', max: 3, windowMs: 60_000 };

  it('lets at most `max` messages of a family go to one address, however many claim at once', async () => {
    const claims = await Promise.all(
      Array.from({ length: 8 }, (_, i) => reserveWithinCap(orm.em.fork(), `test.${i}.cap`, 'Same@Example.com', `<m-${i}@x>`, cap)),
    );
    expect(claims.filter(Boolean)).toHaveLength(3);
    // A claim already taken (the retry of one message) may go again; another address has its own places.
    const taken = claims.findIndex(Boolean);
    expect(await reserveWithinCap(orm.em.fork(), `test.${taken}.cap`, 'same@example.com', `<m-${taken}@x>`, cap)).toBe(true);
    expect(await reserveWithinCap(orm.em.fork(), 'test.99.cap', 'other@example.com', '<m-99@x>', cap)).toBe(true);
    expect(await orm.em.fork().count(SentEmail, { key: { $like: 'test.%.cap' } })).toBe(4);
  });
});
