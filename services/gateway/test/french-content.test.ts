import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { gql, gqlOk } from './graphql-helpers';
import type { Json } from '../../../test/json';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness();
  token = await h.login();
});
afterAll(() => h.close());

/** A public read sent without a token, as the site sends it (through the public read cache). */
const publicGql = async (query: string, variables?: Record<string, unknown>) => {
  const res = await fetch(`${h.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: Json; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
};

async function firstService() {
  const list = (await h.call('GET', '/api/admin/services', { token })).body as Record<string, Json>[];
  return list[0]!;
}

const replaceService = (s: Record<string, Json>, changes: Record<string, Json>) =>
  h.call('PUT', `/api/admin/services/${s.id}`, {
    token,
    body: { title: s.title, slug: s.slug, description: s.description, image: s.image, featured: s.featured, order: s.order, ...changes },
  });

describe('French content from the back office', () => {
  // First: the other cases blank some French.
  it('a fresh install comes with the French of every seeded item', async () => {
    const lists = await publicGql(
      '{ services { title_fr description_fr } materials { name_fr description_fr } propertyTypes { type_fr description_fr } ' +
        'differentiators { title_fr tagline_fr description_fr } testimonials { text_fr } videoReels { title_fr description_fr } ' +
        'blogPosts { title_fr excerpt_fr content_fr } siteSettings { tagline_fr description_fr address_fr } }',
    );
    for (const [field, value] of Object.entries(lists as Record<string, Json>)) {
      for (const row of [value].flat() as Record<string, Json>[]) {
        for (const [key, french] of Object.entries(row)) expect(typeof french === 'string' && french.length > 0, `${field}.${key}`).toBe(true);
      }
    }
  });

  it('falls back to English field by field, and blank French is stored as null', async () => {
    const s = await firstService();
    const saved = await replaceService(s, { title_fr: 'Titre en français', description_fr: '   ' });
    expect(saved.status).toBe(200);
    expect(saved.body.title_fr).toBe('Titre en français');
    expect(saved.body.description_fr).toBeNull();

    const query = 'query($slug: String!, $locale: Locale!) { service(slug: $slug, locale: $locale) { title description title_fr } }';
    const fr = (await publicGql(query, { slug: s.slug, locale: 'fr' })).service;
    expect(fr).toEqual({ title: 'Titre en français', description: s.description, title_fr: 'Titre en français' });
    const en = (await publicGql(query, { slug: s.slug, locale: 'en' })).service;
    expect(en.title).toBe(s.title);
    // Without the argument: English.
    expect((await publicGql('query($slug: String!) { service(slug: $slug) { title } }', { slug: s.slug })).service.title).toBe(s.title);
  });

  it('an admin save of a French title shows on the next public read in French (the cache keys by locale and is invalidated)', async () => {
    const s = await firstService();
    const listFr = 'query { services(locale: fr) { id title } }';
    const listEn = 'query { services { id title } }';
    // Fill both cache entries first.
    await publicGql(listFr);
    await publicGql(listEn);
    await h.call('GET', '/api/services?locale=fr');

    const updated = await gqlOk(
      h,
      'mutation($id: Int!, $input: ServiceInput!) { updateService(id: $id, input: $input) { id title_fr } }',
      { id: s.id, input: { title: s.title, slug: s.slug, description: s.description, image: s.image, title_fr: 'Imperméabilisation, nouveau titre' } },
      token,
    );
    expect(updated.updateService.title_fr).toBe('Imperméabilisation, nouveau titre');

    const fr = (await publicGql(listFr)).services as { id: number; title: string }[];
    expect(fr.find((x) => x.id === s.id)!.title).toBe('Imperméabilisation, nouveau titre');
    const en = (await publicGql(listEn)).services as { id: number; title: string }[];
    expect(en.find((x) => x.id === s.id)!.title).toBe(s.title);

    const rest = await fetch(`${h.baseUrl}/api/services?locale=fr`);
    const restFr = (await rest.json()) as { id: number; title: string }[];
    expect(restFr.find((x) => x.id === s.id)!.title).toBe('Imperméabilisation, nouveau titre');
    // The REST answer in French is a cached entry of its own (a second read is a hit with the same ETag).
    const again = await fetch(`${h.baseUrl}/api/services?locale=fr`);
    expect(again.headers.get('etag')).toBe(rest.headers.get('etag'));
    const restEn = (await (await fetch(`${h.baseUrl}/api/services`)).json()) as { id: number; title: string }[];
    expect(restEn.find((x) => x.id === s.id)!.title).toBe(s.title);
  });

  it('every public read takes locale: testimonials, video reels, blog posts, a blog post and site settings', async () => {
    const t = ((await h.call('GET', '/api/admin/testimonials', { token })).body as Record<string, Json>[])[0]!;
    expect(
      (
        await h.call('PUT', `/api/admin/testimonials/${t.id}`, {
          token,
          body: { name: t.name, location: t.location, text: t.text, avatar: t.avatar, rating: t.rating, featured: t.featured, text_fr: 'Travail impeccable.' },
        })
      ).status,
    ).toBe(200);
    const testimonials = (await publicGql('{ testimonials(locale: fr) { id text } }')).testimonials as { id: number; text: string }[];
    expect(testimonials.find((x) => x.id === t.id)!.text).toBe('Travail impeccable.');

    const r = ((await h.call('GET', '/api/admin/video-reels', { token })).body as Record<string, Json>[])[0]!;
    expect(
      (
        await h.call('PUT', `/api/admin/video-reels/${r.id}`, {
          token,
          body: { title: r.title, video_url: r.video_url, description: r.description, title_fr: 'Vidéo en français', description_fr: null },
        })
      ).status,
    ).toBe(200);
    const reels = (await publicGql('{ videoReels(locale: fr) { id title description } }')).videoReels as { id: number; title: string; description: string }[];
    expect(reels.find((x) => x.id === r.id)).toEqual({ id: r.id, title: 'Vidéo en français', description: r.description });

    const p = ((await h.call('GET', '/api/admin/blog', { token })).body as Record<string, Json>[]).find((x) => x.published)!;
    const { id: _id, created_at: _c, updated_at: _u, title_fr: _t, excerpt_fr: _e, content_fr: _f, ...post } = p;
    const savedPost = await h.call('PUT', `/api/admin/blog/${p.id}`, {
      token,
      body: { ...post, title_fr: 'Article en français', excerpt_fr: null, content_fr: '<p>Bonjour</p><script>alert(1)</script>' },
    });
    expect(savedPost.status).toBe(200);
    expect(savedPost.body.content_fr).toBe('<p>Bonjour</p>');
    const posts = (await publicGql('{ blogPosts(locale: fr) { id title excerpt } }')).blogPosts as { id: number; title: string; excerpt: string }[];
    expect(posts.find((x) => x.id === p.id)).toEqual({ id: p.id, title: 'Article en français', excerpt: p.excerpt });
    const one = (await publicGql('query($slug: String!) { blogPost(slug: $slug, locale: fr) { title content } }', { slug: p.slug })).blogPost;
    expect(one).toEqual({ title: 'Article en français', content: '<p>Bonjour</p>' });
    const restPost = (await h.call('GET', `/api/blog/${p.slug}?locale=fr`)).body;
    expect(restPost.title).toBe('Article en français');

    const settings = (await h.call('GET', '/api/admin/site-settings', { token })).body as Record<string, Json>;
    const savedSettings = await h.call('PUT', '/api/admin/site-settings', {
      token,
      body: { ...settings, tagline_fr: 'Slogan en français', description_fr: null },
    });
    expect(savedSettings.status).toBe(200);
    const fr = (await publicGql('{ siteSettings(locale: fr) { tagline description } }')).siteSettings;
    expect(fr).toEqual({ tagline: 'Slogan en français', description: settings.description });
    const en = (await publicGql('{ siteSettings { tagline } }')).siteSettings;
    expect(en.tagline).toBe(settings.tagline);
  });

  it('materials, property types and differentiators answer French with locale fr, falling back field by field', async () => {
    const cases = [
      { path: 'materials', field: 'materials', english: 'name', other: 'description', fields: 'id name description' },
      { path: 'property-types', field: 'propertyTypes', english: 'type', other: 'description', fields: 'id type description' },
      { path: 'differentiators', field: 'differentiators', english: 'title', other: 'tagline', fields: 'id title tagline' },
    ];
    for (const c of cases) {
      const row = ((await h.call('GET', `/api/admin/${c.path}`, { token })).body as Record<string, Json>[])[0]!;
      const { id: _id, created_at: _c, updated_at: _u, ...input } = row;
      const french = `${c.field} en français`;
      // The French of one field only: the other one reads as its English.
      const saved = await h.call('PUT', `/api/admin/${c.path}/${row.id}`, {
        token,
        body: { ...input, [`${c.english}_fr`]: french, [`${c.other}_fr`]: '' },
      });
      expect(saved.status, c.path).toBe(200);
      expect(saved.body[`${c.other}_fr`], c.path).toBeNull();
      const fr = (await publicGql(`{ ${c.field}(locale: fr) { ${c.fields} } }`))[c.field] as Record<string, Json>[];
      const shown = fr.find((x) => x.id === row.id)!;
      expect(shown[c.english], c.path).toBe(french);
      expect(shown[c.other], c.path).toBe(row[c.other]);
      const en = (await publicGql(`{ ${c.field} { ${c.fields} } }`))[c.field] as Record<string, Json>[];
      expect(en.find((x) => x.id === row.id)![c.english], c.path).toBe(row[c.english]);
      const rest = (await h.call('GET', `/api/${c.path}?locale=fr`)).body as Record<string, Json>[];
      expect(rest.find((x) => x.id === row.id)![c.english], c.path).toBe(french);
    }
  });

  it('a write that leaves a French twin out keeps it while its English is unchanged; null clears it (REST and GraphQL)', async () => {
    const rows = (await h.call('GET', '/api/admin/property-types', { token })).body as Record<string, Json>[];
    const english = (row: Record<string, Json>) => ({ type: row.type, description: row.description, image: row.image, order: row.order });
    const stored = async (id: number) =>
      ((await h.call('GET', '/api/admin/property-types', { token })).body as Record<string, Json>[]).find((x) => x.id === id)!;
    const [one, two] = rows as [Record<string, Json>, Record<string, Json>];
    expect((await h.call('PUT', `/api/admin/property-types/${one.id}`, { token, body: english(one) })).status).toBe(200);
    expect(await stored(one.id)).toMatchObject({ type_fr: one.type_fr, description_fr: one.description_fr });
    // A new English without its French: that French is left empty (the lists say "French missing").
    await h.call('PUT', `/api/admin/property-types/${one.id}`, { token, body: { ...english(one), type: 'Split-level homes' } });
    expect(await stored(one.id)).toMatchObject({ type_fr: null, description_fr: one.description_fr });

    const update = 'mutation($id: Int!, $input: PropertyTypeInput!) { updatePropertyType(id: $id, input: $input) { type_fr description_fr } }';
    const kept = await gqlOk(h, update, { id: two.id, input: english(two) }, token);
    expect(kept.updatePropertyType).toEqual({ type_fr: two.type_fr, description_fr: two.description_fr });
    const cleared = await gqlOk(h, update, { id: two.id, input: { ...english(two), description_fr: null } }, token);
    expect(cleared.updatePropertyType).toEqual({ type_fr: two.type_fr, description_fr: null });
  });

  it('refuses a locale that is not en or fr', async () => {
    expect((await h.call('GET', '/api/services?locale=de')).status).toBe(422);
    const res = await gql(h, '{ services(locale: de) { id } }');
    expect(res.errors?.length).toBeGreaterThan(0);
  });
});
