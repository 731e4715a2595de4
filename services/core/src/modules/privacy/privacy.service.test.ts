import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createObjectStore, type ObjectStore, type Orm } from '../../platform';
import { migratedTestDatabase } from '@northrock/tools/test-database';
import { Lead } from '../lead';
import { addLeadNote, LeadNote } from '../lead-desk';
import { mediaKeys, Upload } from '../photo';
import { applyRetention, eraseLead, ERASED_NAME } from './privacy.service';

let db: Awaited<ReturnType<typeof migratedTestDatabase>>;
let orm: Orm;
let dir: string;
let storage: ObjectStore;
const office = { id: 1, username: 'office' };

beforeAll(async () => {
  db = await migratedTestDatabase('privacy');
  orm = db.orm;
  dir = mkdtempSync(join(tmpdir(), 'northrock-privacy-'));
  storage = createObjectStore({ s3: undefined, mediaDir: join(dir, 'media') });
  await storage.init();
});
afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

const day = 24 * 60 * 60_000;
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => orm.em.fork().getConnection().execute<T[]>(query, params);

/** A lead with two processed photos (originals and variants stored), a note, sent e-mails and activity naming it. */
async function leadWithEverything(extra: Partial<Lead> = {}): Promise<{ id: number; keys: string[] }> {
  const em = orm.em.fork();
  const lead = em.create(Lead, {
    name: 'Marie Tremblay',
    email: 'marie@example.com',
    phone: '705-555-0142',
    address: '12 Elm St',
    city: 'Sudbury',
    subject: 'Crack in the wall',
    message: 'My phone is 705-555-0142, call after 5.',
    photo_urls: [],
    status: 'new',
    landing_page: '/?utm_source=flyer&email=marie@example.com',
    source: 'flyer',
    device: 'phone',
    ...extra,
  });
  em.persist(lead);
  await em.flush();
  const keys: string[] = [];
  for (let i = 0; i < 2; i++) {
    const ref = { id: randomUUID(), ext: 'jpg' };
    em.persist(em.create(Upload, { ...ref, content_type: 'image/jpeg', size: 3, width: 1, height: 1, lead, claimed_at: new Date() }));
    for (const key of [mediaKeys.original(ref), mediaKeys.large(ref), mediaKeys.thumb(ref)]) {
      await storage.put(key, Buffer.from('x'), 'image/jpeg');
      keys.push(key);
    }
    lead.photo_urls = [...lead.photo_urls, `/media/uploads/${ref.id}.jpg`];
  }
  await em.flush();
  await sql(
    `insert into sent_emails (key, message_id, recipient, state, attempts, created_at, sent_at) values (?, '<m@x>', 'marie@example.com', 'sent', 1, now(), now())`,
    [`lead.${lead.id}.homeowner`],
  );
  await sql(
    `insert into activity_log (created_at, actor_id, actor_username, action, entity_type, entity_id, label, changes)
     values (now(), 1, 'office', 'status_change', 'ContactSubmission', ?, 'Marie Tremblay', '{"status":{"before":"new","after":"contacted"}}')`,
    [String(lead.id)],
  );
  await addLeadNote(em, lead.id, 'office', { body: 'Marie says the crack is 3 mm wide' }, { userId: 1, role: 'admin' });
  return { id: lead.id, keys };
}

async function exists(key: string) {
  return Boolean(await storage.stat(key));
}

async function expectErased(id: number, keys: string[]) {
  const em = orm.em.fork();
  const lead = await em.findOneOrFail(Lead, { id });
  expect(lead).toMatchObject({ name: ERASED_NAME, email: '', phone: '', address: '', subject: '', message: '', photo_urls: [], landing_page: null });
  expect(lead.erased_at).toBeInstanceOf(Date);
  // What the counts and charts need stays.
  expect(lead).toMatchObject({ city: 'Sudbury', source: 'flyer', device: 'phone' });
  expect(await em.count(LeadNote, { lead: id })).toBe(0);
  expect(await em.count(Upload, { lead: id })).toBe(0);
  for (const key of keys) expect(await exists(key)).toBe(false);
  // Nor the folder each photo's variants had.
  for (const key of keys.filter((k) => k.startsWith('variants/'))) expect(existsSync(join(dir, 'media', dirname(key))), dirname(key)).toBe(false);
  expect((await sql<{ recipient: string }>('select recipient from sent_emails where key = ?', [`lead.${id}.homeowner`]))[0]?.recipient).toBe('');
  const history = await sql(`select * from activity_log where entity_type = 'ContactSubmission' and entity_id = ?`, [String(id)]);
  expect(JSON.stringify(history)).not.toMatch(/Marie|marie|705-555|Elm|3 mm/);
}

describe("erasing a homeowner's data on request", () => {
  it('empties every personal field, deletes photos (stored objects too), notes and names in the history, and keeps the counts', async () => {
    const { id, keys } = await leadWithEverything();
    for (const key of keys) expect(await exists(key)).toBe(true);
    const erased = await eraseLead(orm.em.fork(), storage, id, office);
    expect(erased.name).toBe(ERASED_NAME);
    await expectErased(id, keys);
    const recorded = await sql(`select * from activity_log where action = 'lead_erased' and entity_id = ?`, [String(id)]);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ actor_username: 'office', details: { reason: 'request' } });
    // Twice is once.
    await eraseLead(orm.em.fork(), storage, id, office);
    expect(await sql(`select * from activity_log where action = 'lead_erased' and entity_id = ?`, [String(id)])).toHaveLength(1);
  });

  it("waits while the lead's e-mails are still being sent, and answers 404 for an unknown lead", async () => {
    const { id } = await leadWithEverything({ pipeline_started_at: new Date(), staff_notified_at: null });
    await expect(eraseLead(orm.em.fork(), storage, id, office)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await orm.em.fork().findOneOrFail(Lead, { id })).email).toBe('marie@example.com');
    // Stuck for longer than a few minutes (the mail server refuses it): erasing goes ahead.
    await expect(eraseLead(orm.em.fork(), storage, id, office, new Date(Date.now() + 11 * 60_000))).resolves.toMatchObject({ email: '' });
    await expect(eraseLead(orm.em.fork(), storage, 999_999, office)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('the retention sweep', () => {
  const policy = { resolvedMonths: 24, spamDays: 30 };

  it('anonymises leads resolved more than 24 months ago, keeps younger and open ones, and deletes spam older than 30 days', async () => {
    const now = new Date();
    const old = await leadWithEverything({ status: 'resolved', resolved_at: new Date(now.getTime() - 25 * 30.44 * day) });
    const recent = await leadWithEverything({ status: 'resolved', resolved_at: new Date(now.getTime() - 23 * 30.44 * day) });
    const open = await leadWithEverything({ status: 'contacted', created_at: new Date(now.getTime() - 40 * 30.44 * day) });
    const oldSpam = await leadWithEverything({ spam_reason: 'Filled the hidden field', spam_at: new Date(now.getTime() - 31 * day) });
    const newSpam = await leadWithEverything({ spam_reason: 'Filled the hidden field', spam_at: new Date(now.getTime() - 29 * day) });

    const result = await applyRetention(orm.em.fork(), storage, policy, now);
    expect(result.anonymised).toBeGreaterThanOrEqual(1);
    expect(result.spamDeleted).toBeGreaterThanOrEqual(1);
    await expectErased(old.id, old.keys);
    const em = orm.em.fork();
    for (const kept of [recent, open, newSpam]) {
      expect((await em.findOneOrFail(Lead, { id: kept.id })).email).toBe('marie@example.com');
      for (const key of kept.keys) expect(await exists(key)).toBe(true);
    }
    expect(await em.count(Lead, { id: oldSpam.id })).toBe(0);
    for (const key of oldSpam.keys) expect(await exists(key)).toBe(false);
    expect((await sql(`select * from activity_log where action = 'retention'`)).length).toBeGreaterThanOrEqual(1);

    // A second run has nothing left to do.
    expect(await applyRetention(orm.em.fork(), storage, policy, now)).toEqual({ anonymised: 0, spamDeleted: 0 });
  });

  it('keeps everything when the policy says 0', async () => {
    const old = await leadWithEverything({ status: 'resolved', resolved_at: new Date(Date.now() - 100 * 30.44 * day) });
    expect(await applyRetention(orm.em.fork(), storage, { resolvedMonths: 0, spamDays: 0 })).toEqual({ anonymised: 0, spamDeleted: 0 });
    expect((await orm.em.fork().findOneOrFail(Lead, { id: old.id })).email).toBe('marie@example.com');
  });
});
