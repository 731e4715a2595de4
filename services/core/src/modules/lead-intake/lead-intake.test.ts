import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { migratedTestDatabase } from '@northrock/tools/test-database';
import type { Orm } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { createRateLimiter, type RateLimiter } from '../../platform/rate-limit';
import { createRedis } from '../../platform/redis';
import { createObjectStore, type ObjectStore } from '../../platform/storage';
import { createOrm } from '../../registry';
import { createFormTokens, Lead, leadRateLimit } from '../lead';
import { OutboxMessage } from '../outbox';
import { spoolUpload, Upload, uploadRateLimit, type SpooledUpload } from '../photo';
import { acceptLead, CONTACT_BUCKET, UPLOAD_BUCKET, type LeadIntakeDeps, type Enquiry } from '.';

let db: Awaited<ReturnType<typeof migratedTestDatabase>>;
/** A second ORM over the same database: a second gateway. */
let otherOrm: Orm;
let redis: Redis;
let limiter: RateLimiter;
let dir: string;
let storage: ObjectStore;

beforeAll(async () => {
  db = await migratedTestDatabase('lead_accept');
  otherOrm = await createOrm(db.url, { pool: { min: 0, max: 5 } });
  redis = createRedis(process.env.TEST_REDIS_URL!, { keyPrefix: `intake${Math.random().toString(36).slice(2, 8)}:` });
  limiter = createRateLimiter(redis);
  dir = mkdtempSync(join(tmpdir(), 'northrock-intake-'));
  storage = createObjectStore({ s3: undefined, mediaDir: join(dir, 'media') });
  await storage.init();
});
afterAll(async () => {
  await otherOrm?.close(true);
  await db?.close();
  await redis?.quit();
  rmSync(dir, { recursive: true, force: true });
});

const lead = (extra: Record<string, unknown> = {}) => ({
  name: 'Jean Roy',
  email: 'jean.roy@example.com',
  phone: '204-555-0100',
  city: 'Winnipeg',
  subject: 'Sagging floor',
  message: 'The kitchen floor dips.',
  ...extra,
});

/** Each test its own address, so budgets never meet. */
const newAddress = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** Intake as one gateway runs it, recording what it announces. */
function intake(extra: Partial<LeadIntakeDeps> = {}) {
  const announced: Lead[] = [];
  const deps: LeadIntakeDeps = { limiter, storage, announce: (l) => announced.push(l), ...extra };
  return { deps, announced };
}

const accept = (deps: LeadIntakeDeps, submission: Partial<Enquiry> & { input: unknown }, orm: Orm = db.orm) =>
  acceptLead(orm.em.fork(), deps, { address: newAddress(), ...submission });

async function refusal(work: Promise<unknown>): Promise<AppError> {
  const err = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

/** A 1x1 PNG, spooled as the form's multipart reader leaves it. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const spooled = (): Promise<SpooledUpload> => spoolUpload(Readable.from([PNG]), 'crack.png', dir);

const leadsWith = (email: string) => db.orm.em.fork().count(Lead, { email });

describe('acceptLead', () => {
  it('stores a lead, starts its pipeline and announces it once committed', async () => {
    const { deps, announced } = intake();
    const email = `plain-${randomUUID()}@example.com`;
    const accepted = await accept(deps, { input: lead({ email }), userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' });
    expect(accepted).toMatchObject({ replayed: false, photosFailed: false });
    expect(accepted.lead).toMatchObject({ email, status: 'new', language: 'en', client_id: null, device: 'phone' });
    expect(announced.map((l) => l.id)).toEqual([accepted.lead.id]);
    expect(await db.orm.em.fork().count(OutboxMessage, { ref: `contact_submission:${accepted.lead.id}` })).toBe(2); // staff, homeowner (no photos)
  });

  it('counts every attempt in the address budget, valid or not, and refuses past it (429, nothing stored)', async () => {
    const { deps, announced } = intake();
    const address = newAddress();
    const email = `limited-${randomUUID()}@example.com`;
    for (let i = 1; i < leadRateLimit.limit; i++) await limiter.consume(CONTACT_BUCKET, address, leadRateLimit);
    // The last attempt allowed is an invalid one: it counts all the same.
    expect((await refusal(accept(deps, { input: lead({ email, phone: '' }), address }))).code).toBe('VALIDATION');
    const refused = await refusal(accept(deps, { input: lead({ email }), address }));
    expect(refused.code).toBe('RATE_LIMITED');
    expect(refused.message).toMatch(/^Too many enquiries from your address; try again in \d+ s$/);
    expect(refused.extra.retryAfterSeconds).toBeGreaterThan(0);
    expect(await leadsWith(email)).toBe(0);
    expect(announced).toEqual([]);
    // Another address is not held back.
    expect((await accept(deps, { input: lead({ email }) })).lead.email).toBe(email);
  });

  it('judges the spam signals: the honeypot holds the lead back unannounced; a forged token too; a fast one is flagged', async () => {
    const formTokens = createFormTokens('intake-test-secret-0123456789abcdef');
    const { deps, announced } = intake({ formTokens });
    const honeypot = await accept(deps, { input: lead({ website: 'https://spam.example' }) });
    expect(honeypot.lead.spam_at).toBeInstanceOf(Date);
    expect(honeypot.lead.spam_reason).toBe('Filled the hidden field');
    expect(honeypot.lead.pipeline_started_at).toBeNull();
    const forged = await accept(deps, { input: lead({ form_token: 'not-a-token' }) });
    expect(forged.lead.spam_reason).toBe('Form token altered or forged');
    const fast = await accept(deps, { input: lead({ form_token: formTokens.issue() }) });
    expect(fast.lead).toMatchObject({ possible_spam: true, spam_at: null });
    expect(announced.map((l) => l.id)).toEqual([fast.lead.id]);
  });

  it('stores the language: fr, en by default, and refuses any other value as a field error (422)', async () => {
    const { deps } = intake();
    expect((await accept(deps, { input: lead({ language: 'fr' }) })).lead.language).toBe('fr');
    expect((await accept(deps, { input: lead() })).lead.language).toBe('en');
    for (const language of ['de', 'FR', '', 3]) {
      const err = await refusal(accept(deps, { input: lead({ language }) }));
      expect(err.code).toBe('VALIDATION');
      expect(err.extra.errors?.map((e) => e.field)).toEqual(['language']);
    }
    const badId = await refusal(accept(deps, { input: lead({ client_id: 'not-a-uuid' }) }));
    expect(badId.extra.errors).toEqual([{ field: 'client_id', message: 'client_id must be a UUID' }]);
  });
});

describe('the client id', () => {
  it('a retry with a stored client id answers the same lead: nothing stored, started or announced again', async () => {
    const { deps, announced } = intake();
    const client_id = randomUUID();
    const email = `retry-${randomUUID()}@example.com`;
    const first = await accept(deps, { input: lead({ email, client_id, language: 'fr' }) });
    // The retry may differ (a second press after an edit): the stored lead is the answer.
    const again = await accept(deps, { input: lead({ email, client_id, message: 'Sent again' }) });
    expect(first.replayed).toBe(false);
    expect(again).toMatchObject({ replayed: true, photosFailed: false });
    expect(again.lead.id).toBe(first.lead.id);
    expect(again.lead).toMatchObject({ client_id, language: 'fr', message: 'The kitchen floor dips.' });
    expect(await leadsWith(email)).toBe(1);
    expect(await db.orm.em.fork().count(OutboxMessage, { ref: `contact_submission:${first.lead.id}` })).toBe(2);
    expect(announced.map((l) => l.id)).toEqual([first.lead.id]);
  });

  it('parallel sends of one new client id through two gateways (two ORMs) make one lead, one pipeline, one announcement', async () => {
    const a = intake();
    const b = intake({ limiter: createRateLimiter(redis) });
    const client_id = randomUUID();
    const email = `parallel-${randomUUID()}@example.com`;
    const sends = Array.from({ length: 8 }, (_, i) => accept(i % 2 ? b.deps : a.deps, { input: lead({ email, client_id }) }, i % 2 ? otherOrm : db.orm));
    const results = await Promise.all(sends);
    expect(new Set(results.map((r) => r.lead.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await leadsWith(email)).toBe(1);
    expect(await db.orm.em.fork().count(OutboxMessage, { ref: `contact_submission:${results[0]!.lead.id}` })).toBe(2);
    expect([...a.announced, ...b.announced].map((l) => l.id)).toEqual([results[0]!.lead.id]);
  });

  it('a replay with photos already claimed by its lead answers the lead, not "belongs to another submission"', async () => {
    const { deps } = intake();
    const file = await spooled();
    const client_id = randomUUID();
    const first = await accept(deps, { input: lead({ client_id }), photos: { files: [file] } });
    expect(first.lead.photo_urls).toHaveLength(1);
    const replay = await accept(deps, { input: lead({ client_id, photo_urls: first.lead.photo_urls }) });
    expect(replay).toMatchObject({ replayed: true });
    expect(replay.lead.id).toBe(first.lead.id);
  });
});

describe("the form's own photos (no JavaScript)", () => {
  const uploads = () => db.orm.em.fork().count(Upload, {});

  it('are stored and claimed by the lead; the spooled files are gone', async () => {
    const { deps } = intake();
    const files = [await spooled(), await spooled()];
    const accepted = await accept(deps, { input: lead(), photos: { files } });
    expect(accepted.photosFailed).toBe(false);
    expect(accepted.lead.photo_urls).toEqual(files.map((f) => `/media/uploads/${f.id}.png`));
    expect(await db.orm.em.fork().count(Upload, { lead: accepted.lead.id })).toBe(2);
    expect(files.every((f) => !existsSync(f.tmpPath))).toBe(true);
  });

  it('a form with a missing field stores no photo; a photo refused while read is reported with it', async () => {
    const { deps } = intake();
    const before = await uploads();
    const file = await spooled();
    const missing = await refusal(accept(deps, { input: lead({ subject: '  ' }), photos: { files: [file] } }));
    expect(missing.extra.errors?.map((e) => e.field)).toEqual(['subject']);
    expect(existsSync(file.tmpPath)).toBe(false);
    const tooMany = new AppError('PAYLOAD_TOO_LARGE', 'Too many files: at most 5 photos per upload');
    const both = await refusal(accept(deps, { input: lead({ subject: '' }), photos: { files: [], problem: tooMany } }));
    expect(both.code).toBe('VALIDATION');
    expect(both.extra.errors).toEqual([
      { field: 'subject', message: 'Subject is required' },
      { field: 'photo_urls', message: tooMany.message },
    ]);
    // The text is fine: the photos' problem is the answer, with its own status.
    const photosOnly = await refusal(accept(deps, { input: lead(), photos: { files: [], problem: tooMany } }));
    expect(photosOnly.code).toBe('PAYLOAD_TOO_LARGE');
    expect(photosOnly.extra.errors).toEqual([{ field: 'photo_urls', message: tooMany.message }]);
    expect(await uploads()).toBe(before);
  });

  it('past the upload budget the enquiry still goes, without its photos (photosFailed)', async () => {
    const { deps, announced } = intake();
    const address = newAddress();
    await limiter.consume(UPLOAD_BUCKET, address, uploadRateLimit, { points: uploadRateLimit.limit });
    const before = await uploads();
    const file = await spooled();
    const accepted = await acceptLead(db.orm.em.fork(), deps, { input: lead(), address, photos: { files: [file] } });
    expect(accepted).toMatchObject({ photosFailed: true, replayed: false });
    expect(accepted.lead.photo_urls).toEqual([]);
    expect(announced).toHaveLength(1);
    expect(await uploads()).toBe(before);
    expect(existsSync(file.tmpPath)).toBe(false);
  });
});
