import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminUser } from '@northrock/core/admin';
import { updateEstimatorAvailability, Visit } from '@northrock/core/booking';
import { Lead } from '@northrock/core/lead';
import { startHarness, type Harness } from './harness';
import { newAddress } from './support/hostile-requests';

/**
 * The booking pages without JavaScript (docs/web.md, "Booking"): the thank-you's slots, the
 * booking link's page, the visit page's move and cancel forms, all plain posts to the page
 * itself, rendered by the built site (`make test` builds it first). A GET changes nothing; a
 * slot taken meanwhile and a bad link render pages, never an error page.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  const em = h.orm.em.fork();
  const dana = em.create(AdminUser, { username: `dana-${randomUUID().slice(0, 6)}`, role: 'estimator', password_hash: 'x', email: 'dana@northrock.example' });
  await em.flush();
  await updateEstimatorAvailability(h.orm.em.fork(), dana.id, { cities: ['Winnipeg'] });
});
afterAll(async () => {
  await h?.close();
});

const sameSite = { 'sec-fetch-site': 'same-origin' };
const address = newAddress();

const enquiry = (extra: Record<string, string> = {}) => ({
  name: 'Ruth Okafor',
  email: `book-${randomUUID()}@example.com`,
  phone: '(204) 555-0177',
  city: 'Winnipeg',
  subject: 'Crack in the basement wall',
  message: 'A long crack on the south wall.',
  ...extra,
});

function multipart(values: Record<string, string>): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(values)) body.append(k, v);
  return body;
}

const postForm = (path: string, values: Record<string, string>) =>
  fetch(`${h.baseUrl}${path}`, { method: 'POST', body: new URLSearchParams(values), headers: { ...sameSite, ...address } });
const get = (path: string) => fetch(`${h.baseUrl}${path}`, { headers: address });

/** The radio buttons' values (the slots' starts) and the form's action of a rendered page. */
const starts = (html: string) => [...html.matchAll(/name="start" value="([^"]+)"/g)].map((m) => m[1]!);
const actionOf = (html: string, prefix: string) => new RegExp(`action="(${prefix}[^"]+)"`).exec(html)?.[1];
const text = (html: string) => html.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');

async function enquire(values = enquiry()): Promise<{ html: string; bookPath: string }> {
  const res = await fetch(`${h.baseUrl}/contact`, { method: 'POST', body: multipart(values), headers: { ...sameSite, ...address } });
  expect(res.status).toBe(200);
  const html = await res.text();
  return { html, bookPath: actionOf(html, '/book/')! };
}

describe('booking without JavaScript', () => {
  it('the thank-you offers the open slots on the homeowner’s clock; one post books the first; the visit page moves it; a GET changes nothing', async () => {
    const values = enquiry();
    const { html, bookPath } = await enquire(values);
    expect(text(html)).toContain('Book your free inspection');
    expect(text(html)).toContain('Central Time');
    expect(bookPath).toMatch(/^\/book\/b\./);
    const offered = starts(html);
    expect(offered.length).toBeGreaterThan(1);
    expect(html).toMatch(/ C[SD]T</);

    // The link's page shows the same choice; opening it books nothing.
    const page = await get(bookPath);
    expect(page.status).toBe(200);
    expect(starts(await page.text())[0]).toBe(offered[0]);
    const lead = await h.orm.em.fork().findOneOrFail(Lead, { email: values.email });
    expect(await h.orm.em.fork().count(Visit, { lead: lead.id })).toBe(0);

    const booked = await postForm(bookPath, { start: offered[0]! });
    expect(booked.status).toBe(200);
    const bookedHtml = text(await booked.text());
    expect(bookedHtml).toContain('Your free inspection is booked');
    const visitPath = /href="(\/visit\/[^"]+)"/.exec(bookedHtml)?.[1] ?? '';
    expect(visitPath).toMatch(/^\/visit\/v\./);
    const visit = await h.orm.em.fork().findOneOrFail(Visit, { lead: lead.id });
    expect(visit.start_at.toISOString()).toBe(offered[0]);

    // The visit page: what, and the move and cancel forms; opening it (twice, as a mail scanner would) changes nothing.
    for (let i = 0; i < 2; i++) {
      const shown = await get(visitPath);
      expect(shown.status).toBe(200);
      const shownHtml = text(await shown.text());
      expect(shownHtml).toContain('Your free inspection');
      expect(shownHtml).toContain('name="intent" value="cancel"');
    }
    const untouched = await h.orm.em.fork().findOneOrFail(Visit, { id: visit.id });
    expect([untouched.start_at.toISOString(), untouched.sequence, untouched.status]).toEqual([visit.start_at.toISOString(), visit.sequence, 'booked']);

    const other = starts(await (await get(visitPath)).text()).find((s) => s !== offered[0])!;
    const moved = await postForm(visitPath, { intent: 'move', start: other });
    expect(moved.status).toBe(200);
    expect(text(await moved.text())).toContain('Your visit is moved');
    const after = await h.orm.em.fork().findOneOrFail(Visit, { id: visit.id });
    expect(after.start_at.toISOString()).toBe(other);
    expect(after.sequence).toBe(visit.sequence + 1);

    const cancelled = await postForm(visitPath, { intent: 'cancel' });
    expect(cancelled.status).toBe(200);
    expect(text(await cancelled.text())).toContain('Your visit is cancelled');
    expect((await h.orm.em.fork().findOneOrFail(Visit, { id: visit.id })).status).toBe('cancelled');
  });

  it('a slot taken meanwhile answers 409 with "that time was just taken" and the next open slots', async () => {
    const first = await enquire();
    const second = await enquire();
    const slot = starts(first.html)[0]!;
    expect((await postForm(first.bookPath, { start: slot })).status).toBe(200);
    const taken = await postForm(second.bookPath, { start: slot });
    expect(taken.status).toBe(409);
    const html = text(await taken.text());
    expect(html).toContain('That time was just taken');
    expect(starts(html).length).toBeGreaterThan(0);
    expect(starts(html)).not.toContain(slot);
  });

  it('a slot off the grid answers 422 by the list; a tampered or expired link is a clear page and changes nothing', async () => {
    const { bookPath } = await enquire();
    const odd = await postForm(bookPath, { start: '2030-01-01T15:07:00Z' });
    expect(odd.status).toBe(422);
    expect(text(await odd.text())).toContain('That time cannot be booked any more');

    const tampered = `${bookPath.slice(0, -3)}AAA`;
    const page = await get(tampered);
    expect(page.status).toBe(404);
    expect(text(await page.text())).toContain('This link no longer works');
    const posted = await postForm(tampered, { start: '2030-01-01T15:00:00Z' });
    expect(posted.status).toBe(404);
    expect((await get('/fr/visite/v.00000000-0000-4000-8000-000000000000.1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
  });

  it('the /book page takes the enquiry and a slot in one post, in French too, the errors by the fields', async () => {
    const town = await get('/fr/reserver?city=Winnipeg');
    expect(town.status).toBe(200);
    const html = text(await town.text());
    expect(html).toContain('lang="fr-CA"');
    const slot = starts(html)[0]!;
    const formToken = /name="form_token" value="([^"]+)"/.exec(html)![1]!;
    // The form's signed render time: a post less than 3 s after it is held as a script's.
    await new Promise((r) => setTimeout(r, 3100));
    const missing = await postForm('/fr/reserver', { ...enquiry({ subject: '' }), start: slot, form_token: formToken });
    expect(missing.status).toBe(422);
    expect(text(await missing.text())).toContain('Le champ « Objet » est obligatoire');
    const values = enquiry();
    const booked = await postForm('/fr/reserver', { ...values, start: slot, form_token: formToken });
    expect(booked.status).toBe(200);
    expect(text(await booked.text())).toContain('Votre inspection gratuite est réservée');
    const lead = await h.orm.em.fork().findOneOrFail(Lead, { email: values.email });
    expect(lead.language).toBe('fr');
    expect((await h.orm.em.fork().findOneOrFail(Visit, { lead: lead.id })).booked_by).toBe('homeowner');
  });
});
