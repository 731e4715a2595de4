import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFormTokens, Lead } from '@northrock/core/lead';
import { createRateLimiter } from '@northrock/core/platform';
import { Upload, uploadLimits } from '@northrock/core/photo';
import { uploadSpoolDir } from '../src/app-deps';
import { submitContactForm, type ContactFormDeps } from '../src/web/contact-form';
import { startHarness, type Harness } from './harness';
import { newAddress } from './support/hostile-requests';

/**
 * The contact page's form without JavaScript: one multipart post to the page itself, answered
 * by the `/contact` route's action through the gateway's `submitContactForm` and core's
 * `acceptLead` (the built site renders the outcome: `make test` builds it first).
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const fields = (extra: Record<string, string> = {}) => ({
  name: 'Ruth Okafor',
  email: `nojs-${randomUUID()}@example.com`,
  phone: '(204) 555-0177',
  city: 'Winnipeg',
  subject: 'Crack in the basement wall',
  message: 'A long crack on the south wall.',
  ...extra,
});

async function photo(): Promise<Blob> {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 120, g: 110, b: 95 } } })
    .jpeg()
    .toBuffer();
  return new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' });
}

function form(values: Record<string, string>, photos: Blob[] = []): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(values)) body.append(k, v);
  photos.forEach((p, i) => body.append('photos', p, `photo-${i}.jpg`));
  return body;
}

const post = (body: BodyInit, headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }, path = '/contact') =>
  fetch(`${h.baseUrl}${path}`, { method: 'POST', body, headers: { ...newAddress(), ...headers } });

const storedBy = (email: string) => h.orm.em.fork().find(Lead, { email });

describe('the contact form posted without JavaScript', () => {
  it('stores the lead with its photos and answers the page with the thank-you', async () => {
    const values = fields();
    const res = await post(form(values, [await photo(), await photo()]));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain('Thank you!');
    const [lead] = await storedBy(values.email);
    expect(lead).toMatchObject({ status: 'new', city: 'Winnipeg', language: 'en', form_page: '/contact' });
    expect(lead!.photo_urls).toHaveLength(2);
    expect(await h.orm.em.fork().count(Upload, { lead: lead!.id })).toBe(2);
  });

  it('a missing field answers 422 with the error next to it and every typed value kept; nothing stored', async () => {
    const values = fields({ subject: '   ', address: '88 Main St' });
    const res = await post(form(values, [await photo()]));
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('Subject is required');
    expect(html).toContain('value="Ruth Okafor"');
    expect(html).toContain('value="88 Main St"');
    expect(html).toContain('A long crack on the south wall.');
    expect(await storedBy(values.email)).toHaveLength(0);
  });

  it("another site's post is refused (403), and so is one with no origin at all", async () => {
    const values = fields();
    expect((await post(form(values), { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post(form(values), {})).status).toBe(403);
    // The Origin header alone, this site's: accepted.
    expect((await post(form(values), { origin: h.baseUrl })).status).toBe(200);
    expect(await storedBy(values.email)).toHaveLength(1);
  });

  it('a body larger than five full photos is refused before it is read (413)', async () => {
    const res = await fetch(`${h.baseUrl}/contact`, {
      method: 'POST',
      headers: { ...newAddress(), 'sec-fetch-site': 'same-origin', 'content-type': 'multipart/form-data; boundary=x' },
      body: new Uint8Array(uploadLimits.maxFiles * uploadLimits.maxFileBytes + 2 * 1024 * 1024),
    });
    // The answer is 413, read by the client: the rest of the body is drained after it, not cut.
    expect(res.status).toBe(413);
  });

  it('keeps the language and client id the form sends (another language is ignored); a second post with the same id stores nothing', async () => {
    const values = { ...fields({ language: 'fr' }), client_id: randomUUID() };
    expect((await post(form(values))).status).toBe(200);
    expect((await post(form({ ...values, message: 'Again' }))).status).toBe(200);
    const stored = await storedBy(values.email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ language: 'fr', client_id: values.client_id, message: 'A long crack on the south wall.' });
    // A language the site does not have is ignored by the form (the page's counts), never an error.
    const other = fields({ language: 'de' });
    expect((await post(form(other))).status).toBe(200);
    expect((await storedBy(other.email))[0]).toMatchObject({ language: 'en' });
  });

  it("without a language field the lead takes the page's (a French page's form is French)", async () => {
    const deps: ContactFormDeps = {
      orm: h.orm,
      storage: h.storage,
      limiter: createRateLimiter(h.redis),
      formTokens: createFormTokens('contact-form-test-secret-0123456789'),
      config: h.config,
      tmpDir: uploadSpoolDir(h.config),
    };
    const values = fields();
    const request = new Request(`${h.baseUrl}/fr/contact?utm_source=flyer`, {
      method: 'POST',
      body: form(values),
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    const answer = await submitContactForm(deps, request, { language: 'fr', address: '192.0.2.250' });
    // The thank-you carries the lead's booking link (the page offers its open slots).
    expect(answer).toEqual({ status: 200, outcome: { status: 'sent', bookingToken: expect.stringMatching(/^b\.\d+\./) } });
    expect((await storedBy(values.email))[0]).toMatchObject({ language: 'fr', form_page: '/fr/contact?utm_source=flyer' });
  });

  it('on the French page: a missing field answers 422 with the French errors next to the fields, a sent form the French thank-you', async () => {
    const frPost = (body: FormData) => post(body, undefined, '/fr/contact');
    const missing = fields({ subject: '', phone: 'appelez-moi', language: 'fr' });
    const refused = await frPost(form(missing));
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain('lang="fr-CA"');
    expect(html).toContain('Le champ « Objet » est obligatoire');
    expect(html).toContain('Le champ « Numéro de téléphone » doit contenir un numéro de téléphone (de 7 à 15 chiffres)');
    expect(html).not.toContain('Subject is required');
    expect(html).toContain('action="/fr/contact"');
    expect(html).toContain('value="Ruth Okafor"');
    expect(await storedBy(missing.email)).toHaveLength(0);

    const values = fields({ language: 'fr' });
    const sent = await frPost(form(values, [await photo()]));
    expect(sent.status).toBe(200);
    const thanks = await sent.text();
    expect(thanks).toContain('Merci! Nous communiquerons avec vous d’ici 24 heures.');
    expect(thanks).not.toContain('Thank you!');
    expect((await storedBy(values.email))[0]).toMatchObject({ language: 'fr', form_page: '/fr/contact' });
  });
});
