import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFormTokens, Lead } from '@northrock/core/lead';
import { Upload } from '@northrock/core/photo';
import { createRateLimiter } from '@northrock/core/platform';
import { uploadSpoolDir } from '../src/app-deps';
import { submitContactForm } from '../src/web/contact-form';
import { phonePhoto } from '@northrock/worker/testing';
import { gql } from './graphql-helpers';
import { startHarness, type Harness } from './harness';
import { lead } from './support/hostile-requests';
import { tusClient, uploadIdOf } from './support/tus-client';

/**
 * An upload joins only the lead of its own enquiry: a lead naming resumable uploads by id
 * (`photo_ids`) must name that enquiry (`client_id`), over REST and GraphQL alike, so a stranger
 * who learns an upload id cannot take the homeowner's photo (nor lock the homeowner out of it).
 */
let h: Harness;
let jpeg: Buffer;
const tus = tusClient(() => h.baseUrl);

beforeAll(async () => {
  h = await startHarness({ TRUST_PROXY: 'loopback' });
  jpeg = await phonePhoto({ width: 800, height: 600 });
});
afterAll(async () => {
  await h?.close();
});

let address = 0;
const newAddress = () => `203.0.113.${++address}`;
const SUBMIT = 'mutation s($input: ContactInput!) { submitContact(input: $input) { id photo_urls } }';

/** A finished resumable upload of enquiry `enquiry`, as the homeowner's phone makes it. */
async function finishedUpload(enquiry: string): Promise<string> {
  const created = await tus.create(enquiry, jpeg.length, { ip: newAddress(), body: jpeg });
  expect(created.status).toBe(201);
  expect(created.headers.get('upload-offset')).toBe(String(jpeg.length));
  return created.location;
}

const ownerOf = async (id: string) => (await h.orm.em.fork().findOneOrFail(Upload, { id }, { populate: ['lead'] })).lead?.id ?? null;

describe("a stranger's lead naming someone else's upload", () => {
  it("is refused over REST (422 naming photo_ids), without a client_id or with another one; the homeowner's own send then takes it", async () => {
    const enquiry = randomUUID();
    const location = await finishedUpload(enquiry);
    const id = uploadIdOf(location);
    const stranger = { 'x-forwarded-for': newAddress() };

    const bare = await h.call('POST', '/api/contact', { body: lead({ photo_ids: [id] }), headers: stranger });
    expect(bare.status).toBe(422);
    expect(bare.body.errors.map((e: { field: string }) => e.field)).toEqual(['photo_ids']);
    expect(bare.body.detail).toMatch(/client_id/);

    const other = await h.call('POST', '/api/contact', { body: lead({ photo_ids: [id], client_id: randomUUID() }), headers: stranger });
    expect(other.status).toBe(422);
    expect(other.body.errors.map((e: { field: string }) => e.field)).toEqual(['photo_ids.0']);
    expect(await ownerOf(id)).toBeNull();

    // The homeowner's own send still takes the photo.
    const own = await h.call('POST', '/api/contact', { body: lead({ photo_ids: [id], client_id: enquiry }), headers: { 'x-forwarded-for': newAddress() } });
    expect(own.status).toBe(201);
    expect(own.body.photo_urls).toEqual([`/media/uploads/${id}.jpg`]);
    expect(await ownerOf(id)).toBe(own.body.id);
  });

  it('is refused over GraphQL (BAD_USER_INPUT naming photo_ids); before it, the homeowner may still remove the photo', async () => {
    const enquiry = randomUUID();
    const location = await finishedUpload(enquiry);
    const id = uploadIdOf(location);

    const attempts = [
      { input: lead({ photo_ids: [id] }), field: 'photo_ids' },
      { input: lead({ photo_ids: [id], client_id: randomUUID() }), field: 'photo_ids.0' },
    ];
    for (const { input, field } of attempts) {
      const res = await gql(h, SUBMIT, { input });
      expect(res.data).toBeNull();
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(res.errors?.[0]?.extensions?.errors.map((e: { field: string }) => e.field)).toEqual([field]);
    }
    expect(await ownerOf(id)).toBeNull();

    // Nobody took it: the homeowner's DELETE removes it.
    expect((await tus.remove(location, enquiry)).status).toBe(204);
    expect(await h.orm.em.fork().findOne(Upload, { id })).toBeNull();

    // A new photo of the same enquiry goes with the homeowner's own GraphQL send.
    const again = uploadIdOf(await finishedUpload(enquiry));
    const own = await gql(h, SUBMIT, { input: lead({ photo_ids: [again], client_id: enquiry }) });
    expect(own.errors).toBeUndefined();
    expect(own.data.submitContact.photo_urls).toEqual([`/media/uploads/${again}.jpg`]);
  });

  it('an unfinished upload cannot be taken either, and POST /api/upload paths still go without a client_id', async () => {
    const enquiry = randomUUID();
    const open = await tus.create(enquiry, jpeg.length, { ip: newAddress() });
    const id = uploadIdOf(open.location);
    const stolen = await h.call('POST', '/api/contact', { body: lead({ photo_ids: [id] }), headers: { 'x-forwarded-for': newAddress() } });
    expect(stolen.status).toBe(422);
    expect(await ownerOf(id)).toBeNull();

    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'wall.jpg');
    const ip = newAddress();
    const uploaded = await fetch(`${h.baseUrl}/api/upload`, { method: 'POST', body: form, headers: { 'x-forwarded-for': ip } });
    expect(uploaded.status).toBe(201);
    const { urls } = (await uploaded.json()) as { urls: string[] };
    const sent = await h.call('POST', '/api/contact', { body: lead({ photo_urls: urls }), headers: { 'x-forwarded-for': ip } });
    expect(sent.status).toBe(201);
    expect(sent.body.photo_urls).toEqual(urls);
  });

  it("the page's form without JavaScript carries no photo_ids at all: a forged field takes nothing", async () => {
    const enquiry = randomUUID();
    const id = uploadIdOf(await finishedUpload(enquiry));
    const deps = {
      orm: h.orm,
      storage: h.storage,
      limiter: createRateLimiter(h.redis),
      formTokens: createFormTokens('photo-upload-claims-test-secret-0123456789'),
      config: h.config,
      tmpDir: uploadSpoolDir(h.config),
    };
    for (const client_id of [undefined, enquiry]) {
      const values = lead({ email: `form-${randomUUID()}@example.com`, photo_ids: id, ...(client_id ? { client_id } : {}) });
      const body = new FormData();
      for (const [k, v] of Object.entries(values)) body.append(k, String(v));
      const request = new Request(`${h.baseUrl}/contact`, { method: 'POST', body, headers: { 'sec-fetch-site': 'same-origin' } });
      expect(await submitContactForm(deps, request, { language: 'en', address: newAddress() })).toMatchObject({ status: 200, outcome: { status: 'sent' } });
      expect((await h.orm.em.fork().findOneOrFail(Lead, { email: values.email })).photo_urls).toEqual([]);
    }
    expect(await ownerOf(id)).toBeNull();
  });
});

describe("the homeowner's own photos that can no longer arrive", () => {
  it('never cost the lead: an upload of this enquiry that expired or vanished is kept as a missing photo (REST and GraphQL)', async () => {
    const enquiry = randomUUID();
    // Idle past the expiry: the sweep removed it, row and bytes.
    const gone = uploadIdOf((await tus.create(enquiry, jpeg.length, { ip: newAddress() })).location);
    await h.orm.em.fork().nativeDelete(Upload, { id: gone });
    // Still recorded, but too old to join a lead.
    const stale = uploadIdOf((await tus.create(enquiry, jpeg.length, { ip: newAddress() })).location);
    await h.orm.em.fork().nativeUpdate(Upload, { id: stale }, { created_at: new Date(Date.now() - 25 * 3600_000) });
    const kept = uploadIdOf(await finishedUpload(enquiry));

    const sent = await h.call('POST', '/api/contact', {
      body: lead({ photo_ids: [gone, stale, kept], client_id: enquiry }),
      headers: { 'x-forwarded-for': newAddress() },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.photo_urls).toEqual([`/media/uploads/${kept}.jpg`]);
    const stored = await h.orm.em.fork().findOneOrFail(Lead, { id: sent.body.id });
    expect(stored.photos_missing).toBe(2);
    expect(stored.photos_pending).toBe(0);
    for (const id of [gone, stale, kept]) expect(await ownerOf(id)).toBe(sent.body.id);

    // The same over GraphQL, for a second enquiry.
    const other = randomUUID();
    const vanished = randomUUID();
    const own = await gql(h, SUBMIT, { input: lead({ photo_ids: [vanished], client_id: other }) });
    expect(own.errors).toBeUndefined();
    expect((await h.orm.em.fork().findOneOrFail(Lead, { id: own.data.submitContact.id })).photos_missing).toBe(1);
  });
});
