import { describe, expect, it } from 'vitest';
import { Lead } from '@northrock/core/lead';
import { gqlOk } from './graphql-helpers';
import type { Harness } from './harness';
import { signedInHarness } from './support/signed-in-harness';
import type { Json } from '../../../test/json';

/** Reply templates in French, and the draft of a reply to a lead who wrote in French. */

let h: Harness;
let token: string;
signedInHarness((harness, adminToken) => ([h, token] = [harness, adminToken]));

async function leadIn(language: 'en' | 'fr'): Promise<number> {
  const res = await h.call('POST', '/api/contact', {
    body: { name: 'Josée Lalonde', email: 'josee@example.com', phone: '705 555 0142', subject: 'Fissure au sous-sol', message: 'De l’eau après la pluie.' },
  });
  expect(res.status).toBe(201);
  // The form of a French page sends language = fr (the lead intake stores it).
  await h.orm.em.fork().nativeUpdate(Lead, { id: res.body.id }, { language });
  return res.body.id;
}

const templates = async () => (await h.call('GET', '/api/admin/reply-templates', { token })).body as Record<string, Json>[];

describe('reply templates in French', () => {
  it('the three seeded templates have their French version', async () => {
    const all = await templates();
    expect(all.map((t) => t.title_fr)).toEqual([
      'Merci, nous vous appelons aujourd’hui',
      'Pouvez-vous nous envoyer une photo de ...',
      'Prendre rendez-vous pour votre estimation gratuite',
    ]);
    for (const t of all) expect(t.body_fr).toMatch(/^Bonjour \{name\},/);
  });

  it('a French body with an unknown placeholder is refused, naming the field', async () => {
    const res = await h.call('POST', '/api/admin/reply-templates', { token, body: { title: 'x', body: 'Hello {name}', body_fr: 'Bonjour {nom}' } });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain('body_fr');
  });

  it('replying to a French lead starts from the French version; English on request, and for a template without French', async () => {
    const [first] = await templates();
    const fr = await leadIn('fr');
    const draft = await h.call('GET', `/api/admin/contacts/${fr}/replies/draft?template_id=${first!.id}`, { token });
    expect(draft.status).toBe(200);
    expect(draft.body.language).toBe('fr');
    expect(draft.body.body).toMatch(/^Bonjour Josée,\n\nMerci pour votre demande/);

    const english = await h.call('GET', `/api/admin/contacts/${fr}/replies/draft?template_id=${first!.id}&language=en`, { token });
    expect(english.body).toMatchObject({ language: 'en' });
    expect(english.body.body).toMatch(/^Hello Josée,/);

    const plain = await h.call('POST', '/api/admin/reply-templates', { token, body: { title: 'English only', body: 'Hello {name}, English only.' } });
    const fallback = await h.call('GET', `/api/admin/contacts/${fr}/replies/draft?template_id=${plain.body.id}`, { token });
    expect(fallback.body).toMatchObject({ language: 'en', body: 'Hello Josée, English only.' });

    const en = await leadIn('en');
    const gql = await gqlOk(h, 'query($id: Int!, $t: Int) { contactReplyDraft(id: $id, templateId: $t) { body language } }', { id: en, t: first!.id }, token);
    expect(gql.contactReplyDraft.language).toBe('en');
    const gqlFr = await gqlOk(h, 'query($id: Int!, $t: Int) { contactReplyDraft(id: $id, templateId: $t) { body language } }', { id: fr, t: first!.id }, token);
    expect(gqlFr.contactReplyDraft).toMatchObject({ language: 'fr' });

    // The lead card knows the homeowner's language.
    const page = await gqlOk(h, 'query { contactPage { items { id language } } }', undefined, token);
    const items = page.contactPage.items as { id: number; language: string }[];
    expect(items.find((i) => i.id === fr)!.language).toBe('fr');
    expect(items.find((i) => i.id === en)!.language).toBe('en');
  });
});
