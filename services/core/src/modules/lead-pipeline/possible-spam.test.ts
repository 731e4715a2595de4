import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../platform/db';
import { createLogger } from '../../platform/logger';
import { createMailer, type Mailer } from '../../platform/mail';
import { createObjectStore } from '../../platform/storage';
import { loadConfig } from '../../platform/config';
import { migratedTestDatabase } from '@northrock/tools/test-database';
import { createFormTokens, createLead, Lead, leadJobPayload } from '../lead';
import { markNotSpam } from '../lead-desk';
import type { ImageProcessor } from '../photo';
import { OutboxMessage } from '../outbox';
import { defaultOfficeHours } from '../office-hours';
import { leadReconcileSource } from './lead-delivery.service';
import { leadPipelineJobHandlers } from './lead-pipeline.handlers';
import { heldBackDigestKey, sendHeldBackDigest } from './held-back-digest';
import { SentEmail } from '../email';

/**
 * "No lead hidden on timing alone" (docs/security.md): a lead sent too fast reaches staff, marked,
 * and its homeowner hears nothing until staff release it; held-back leads get a daily e-mail.
 */

let db: Awaited<ReturnType<typeof migratedTestDatabase>>;
let orm: Orm;
let dir: string;
let mailer: Mailer;
const SECRET = 'possible-spam-test-secret-possible-spam-test';
const config = { staffEmail: 'office@northrock.example', mailFrom: 'Northrock <no-reply@northrock.example>', publicUrl: 'https://northrock.example' };
const templates = {
  staff: async (v: { name: string }) => ({ text: `Lead from ${v.name}`, html: `<p>Lead from ${v.name}</p>` }),
  homeowner: async (v: { hello: string }) => ({ text: v.hello, html: `<p>${v.hello}</p>` }),
};
const enquiry = { name: 'Quick Typist', email: 'quick@example.com', phone: '807-555-0100', subject: 'Crack', message: 'A crack in the wall' };
/** The lead desk's viewer for calls made as an admin. */
const anAdmin = { userId: 1, role: 'admin' as const };

beforeAll(async () => {
  db = await migratedTestDatabase('possible_spam');
  orm = db.orm;
  dir = mkdtempSync(join(tmpdir(), 'northrock-possible-spam-'));
  mailer = createMailer({ smtpUrl: undefined, outboxDir: join(dir, 'outbox'), mailFrom: config.mailFrom });
});
afterAll(async () => {
  mailer?.close();
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The e-mails written so far, by file name, with their text. */
function mails(): { file: string; eml: string }[] {
  let files: string[] = [];
  try {
    files = readdirSync(join(dir, 'outbox'));
  } catch {
    return [];
  }
  return files.map((file) => ({ file, eml: readFileSync(join(dir, 'outbox', file), 'utf8') }));
}

describe('a lead whose only spam signal is its speed', () => {
  it('is stored and e-mailed to staff marked "[Possible spam]"; the homeowner is confirmed once, only after "Not spam"', async () => {
    const tokens = createFormTokens(SECRET);
    const saved = await createLead(orm.em.fork(), { ...enquiry, website: '', form_token: tokens.issue(Date.now() - 500) }, { formTokens: tokens });
    const lead = await orm.em.fork().findOneOrFail(Lead, { id: saved.id });
    expect(lead).toMatchObject({ possible_spam: true, spam_at: null });
    expect(lead.pipeline_started_at).toBeInstanceOf(Date);
    const jobs = async () =>
      (await orm.em.fork().find(OutboxMessage, { ref: `contact_submission:${lead.id}` }, { orderBy: { id: 'asc' } })).map((j) => j.job_name);
    expect(await jobs()).toEqual(['contact.notify-staff']);

    const handlers = leadPipelineJobHandlers({
      orm,
      storage: createObjectStore(loadConfig({ DATA_DIR: dir })),
      mailer,
      images: {} as ImageProcessor,
      config,
      templates: templates as never,
      log: createLogger('silent'),
    });
    const ctx = { jobId: 'test', attempt: 1, maxAttempts: 1 };
    const ref = leadJobPayload(lead);
    await handlers['contact.notify-staff'](ref, ctx);
    const staff = mails().filter((m) => m.eml.includes('To: office@northrock.example'));
    expect(staff).toHaveLength(1);
    expect(staff[0]!.eml).toMatch(/^Subject: \[Possible spam\] New estimate request: Quick Typist/m);

    // Neither a stray confirmation job nor the reconciler sends anything before the release.
    await handlers['contact.confirm-homeowner'](ref, ctx);
    const owed = await leadReconcileSource({ olderThanMs: -60_000 })(orm.em.fork());
    expect(owed.filter((j) => j.ref === `contact_submission:${lead.id}`).map((j) => j.job.name)).toEqual([]);
    expect(mails().filter((m) => m.eml.includes('To: quick@example.com'))).toHaveLength(0);
    expect((await orm.em.fork().findOneOrFail(Lead, { id: lead.id })).homeowner_confirmed_at).toBeNull();

    const released = await markNotSpam(orm.em.fork(), lead.id, anAdmin);
    expect(released).toMatchObject({ possible_spam: false, spam_reason: null });
    await markNotSpam(orm.em.fork(), lead.id, anAdmin); // twice is once
    expect(await jobs()).toEqual(['contact.notify-staff', 'contact.confirm-homeowner']);
    await Promise.all([handlers['contact.confirm-homeowner'](ref, ctx), handlers['contact.confirm-homeowner'](ref, ctx)]);
    await handlers['contact.confirm-homeowner'](ref, ctx);
    const homeowner = mails().filter((m) => m.eml.includes('To: quick@example.com'));
    expect(homeowner).toHaveLength(1);
    expect((await orm.em.fork().findOneOrFail(Lead, { id: lead.id })).homeowner_confirmed_at).toBeInstanceOf(Date);
  });

  it('the honeypot or an altered token still holds a lead back: no pipeline', async () => {
    const tokens = createFormTokens(SECRET);
    const trapped = await createLead(
      orm.em.fork(),
      { ...enquiry, website: 'http://x.example', form_token: tokens.issue(Date.now() - 500) },
      { formTokens: tokens },
    );
    const forged = await createLead(orm.em.fork(), { ...enquiry, form_token: `${Date.now() - 10_000}.${'A'.repeat(43)}` }, { formTokens: tokens });
    for (const id of [trapped.id, forged.id]) {
      const row = await orm.em.fork().findOneOrFail(Lead, { id });
      expect(row.possible_spam).toBe(false);
      expect(row.spam_at).toBeInstanceOf(Date);
      expect(row.pipeline_started_at).toBeNull();
    }
  });
});

describe('the daily e-mail of leads held back', () => {
  // Wednesday 2026-11-25, 10:00 and 15:00 in Toronto (EST, UTC-5); Thursday 10:00; Saturday 10:00.
  const wednesdayMorning = new Date('2026-11-25T15:00:00Z');
  const wednesdayAfternoon = new Date('2026-11-25T20:00:00Z');
  const thursdayMorning = new Date('2026-11-26T15:00:00Z');
  const saturday = new Date('2026-11-28T15:00:00Z');
  const deps = () => ({ mailer, config, log: createLogger('silent') });
  const digests = () => mails().filter((m) => m.file.startsWith('_spam-held-back-'));

  it('goes to the admins once per office date while any lead is held back, never outside office hours', async () => {
    const clock = defaultOfficeHours;
    expect(await sendHeldBackDigest(orm.em.fork(), deps(), { now: saturday, clock })).toMatchObject({ sent: false, held: 2 });
    const runs = await Promise.all([1, 2, 3].map(() => sendHeldBackDigest(orm.em.fork(), deps(), { now: wednesdayMorning, clock })));
    expect(runs.filter((r) => r.sent)).toHaveLength(1);
    expect((await sendHeldBackDigest(orm.em.fork(), deps(), { now: wednesdayAfternoon, clock })).sent).toBe(false);
    expect(digests().map((m) => m.file)).toEqual(['_spam-held-back-2026-11-25@northrock.example_.eml']);
    const eml = digests()[0]!.eml;
    expect(eml).toMatch(/^Subject: Held back as spam: 2 leads to check/m);
    expect(eml).toContain('To: office@northrock.example');
    expect(eml).toContain('Filled the hidden field');
    expect(eml).toContain('Form token altered or forged');
    expect(await orm.em.fork().count(SentEmail, { key: heldBackDigestKey('2026-11-25') })).toBe(1);

    // The next office day, again; once none is held back, nothing.
    expect((await sendHeldBackDigest(orm.em.fork(), deps(), { now: thursdayMorning, clock })).sent).toBe(true);
    for (const lead of await orm.em.fork().find(Lead, { spam_at: { $ne: null } })) await markNotSpam(orm.em.fork(), lead.id, anAdmin);
    expect(await sendHeldBackDigest(orm.em.fork(), deps(), { now: new Date('2026-11-27T15:00:00Z'), clock })).toEqual({ sent: false, held: 0 });
    expect(digests()).toHaveLength(2);
  });
});
