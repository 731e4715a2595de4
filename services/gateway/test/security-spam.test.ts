import { describe, expect, it } from 'vitest';
import { leadRateLimit, Lead, createFormTokens } from '@northrock/core/lead';
import { OutboxMessage } from '@northrock/core/outbox';
import { gql } from './graphql-helpers';
import { TEST_JWT_SECRET, type Harness } from './harness';
import { lead, newAddress, proxiedHarness } from './support/hostile-requests';

/**
 * The spam defence of the contact form (docs/security.md): a honeypot and an altered form token
 * hold spam back, stored and never lost; speed alone only flags a lead; the public write limits.
 */

let h: Harness;
let token: string;
proxiedHarness((harness, adminToken) => ([h, token] = [harness, adminToken]));

describe('spam defence that never loses a real lead', () => {
  const tokens = createFormTokens(TEST_JWT_SECRET);
  const submit = (input: Record<string, unknown>) => gql(h, 'mutation($input: ContactInput!) { submitContact(input: $input) { id } }', { input });
  const stored = (id: number) => h.orm.em.fork().findOneOrFail(Lead, { id });
  const outboxOf = (id: number) => h.orm.em.fork().count(OutboxMessage, { payload: { submission_id: id } } as never);

  it('the contact page carries a honeypot and a signed render time', async () => {
    const html = await (await fetch(`${h.baseUrl}/contact`)).text();
    const trap = /<input[^>]*name="website"[^>]*>/i.exec(html)?.[0] ?? '';
    expect(trap).toMatch(/tabindex="-1"/i);
    expect(trap).toMatch(/autocomplete="off"/i);
    expect(html).toMatch(/<div class="form__trap" aria-hidden="true">/);
    const token = /name="form_token" value="([^"]+)"/.exec(html)?.[1];
    expect(token).toBeTruthy();
    expect(tokens.check(token!)).toBe('too_fast');
  });

  it('a submission sent right after the page was rendered travels as possible spam: staff e-mail queued, no confirmation', async () => {
    const res = await submit(lead({ name: 'Too Fast', website: '', form_token: tokens.issue(Date.now() - 1_000) }));
    const id = res.data.submitContact.id as number;
    const s = await stored(id);
    expect(s).toMatchObject({ possible_spam: true, spam_at: null });
    expect(s.spam_reason).toMatch(/less than 3 seconds/);
    const jobs = await h.orm.em.fork().find(OutboxMessage, { ref: `contact_submission:${id}` });
    expect(jobs.map((j) => j.job_name)).toEqual(['contact.notify-staff']);
    // Listed with the other leads, flagged; "Not spam" queues the confirmation.
    const card = await h.call('GET', '/api/admin/contacts', { token });
    expect((card.body as { id: number; possible_spam: boolean }[]).find((c) => c.id === id)).toMatchObject({ possible_spam: true });
    const released = await h.call('POST', `/api/admin/contacts/${id}/not-spam`, { token });
    expect(released.body).toMatchObject({ possible_spam: false, spam_reason: null });
    expect(await outboxOf(id)).toBe(2);
    expect((await h.call('POST', `/api/admin/contacts/${id}/not-spam`, { token })).status).toBe(200);
    expect(await outboxOf(id)).toBe(2);
  });

  it.each([
    ['the honeypot filled', { website: 'http://spam.example', form_token: tokens.issue(Date.now() - 10_000) }, /hidden field/],
    ['a forged token', { form_token: `${Date.now() - 10_000}.${'A'.repeat(43)}` }, /forged/],
  ])('%s: stored as spam, never lost', async (_name, signals, reason) => {
    const res = await h.call('POST', '/api/contact', { body: lead(signals), headers: newAddress() });
    expect(res.status).toBe(201);
    const s = await stored(res.body.id);
    expect(s.spam_reason).toMatch(reason);
    expect(await outboxOf(res.body.id)).toBe(0);
  });

  it('a person (the token older than 3 s, the honeypot empty) and a plain JSON client (docs/product.md §7) are not spam', async () => {
    const person = await submit(lead({ name: 'Real Person', website: '', form_token: tokens.issue(Date.now() - 4_000) }));
    expect((await stored(person.data.submitContact.id)).spam_reason).toBeNull();
    expect(await outboxOf(person.data.submitContact.id)).toBe(2);
    const plain = await h.call('POST', '/api/contact', { body: lead({ name: 'Plain Client' }), headers: newAddress() });
    expect(plain.status).toBe(201);
    expect((await stored(plain.body.id)).spam_reason).toBeNull();
    expect(await outboxOf(plain.body.id)).toBe(2);
  });

  it('the lead desk shows spam under its filter only; "Not spam" sends it through the normal pipeline once', async () => {
    const res = await h.call('POST', '/api/contact', { body: lead({ name: 'Held Back', website: 'x' }), headers: newAddress() });
    const id = res.body.id as number;
    const page = (spam: boolean) =>
      gql(h, 'query($f: ContactListFilter) { contactPage(filter: $f) { items { id delivery_state spam_reason } } }', { f: { spam } }, token);
    const inbox = (await page(false)).data.contactPage.items.map((c: { id: number }) => c.id);
    expect(inbox).not.toContain(id);
    const folder = (await page(true)).data.contactPage.items;
    expect(folder.find((c: { id: number }) => c.id === id)).toMatchObject({ delivery_state: 'spam', spam_reason: 'Filled the hidden field' });
    expect((await h.call('GET', '/api/admin/contacts', { token })).body.map((c: { id: number }) => c.id)).not.toContain(id);
    // REST has the same folder and filters as the Contacts screen's GraphQL query.
    const restFolder = await h.call('GET', '/api/admin/contacts?spam=true', { token });
    expect(restFolder.status).toBe(200);
    expect(restFolder.body.map((c: { id: number }) => c.id)).toEqual(folder.map((c: { id: number }) => c.id));
    expect(Number(restFolder.headers.get('x-total-count'))).toBe(folder.length);
    expect((await h.call('GET', '/api/admin/contacts?spam=false&page=1', { token })).body.map((c: { id: number }) => c.id)).toEqual(inbox.slice(0, 20));
    const wrong = await h.call('GET', '/api/admin/contacts?status=spam', { token });
    expect(wrong.status).toBe(422);
    expect(wrong.body.detail).toMatch(/spam=true/);

    const released = await gql(h, 'mutation($id: Int!) { markContactNotSpam(id: $id) { delivery_state } }', { id }, token);
    expect(released.data.markContactNotSpam.delivery_state).toBe('received');
    expect(await outboxOf(id)).toBe(2);
    // Twice is once (REST this time).
    expect((await h.call('POST', `/api/admin/contacts/${id}/not-spam`, { token })).status).toBe(200);
    expect(await outboxOf(id)).toBe(2);
    expect((await page(false)).data.contactPage.items.map((c: { id: number }) => c.id)).toContain(id);
  });

  it('public write limits count every attempt atomically, REST and GraphQL in one budget', async () => {
    const from = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        i % 2
          ? h.call('POST', '/api/contact', { body: lead({ name: `Burst ${i}` }), headers: from })
          : fetch(`${h.baseUrl}/graphql`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', ...from },
              body: JSON.stringify({
                query: 'mutation($input: ContactInput!) { submitContact(input: $input) { id } }',
                variables: { input: lead({ name: `Burst ${i}` }) },
              }),
            }).then(async (r) => {
              const body = await r.json();
              return { status: body.errors?.[0]?.extensions?.code === 'RATE_LIMITED' ? 429 : body.data?.submitContact ? 201 : 500 };
            }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(leadRateLimit.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - leadRateLimit.limit);
  });
});
