import { get as httpGet } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

let h: Harness;
let token: string;
const METRICS_TOKEN = 'metrics-token-0123456789-abcdef';
beforeAll(async () => {
  h = await startHarness({ METRICS_TOKEN });
  token = await h.login();
});
afterAll(() => h.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(h.baseUrl + path, { headers });
const servicesQuery = { query: '{ services { id slug title } }' };
const gql = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${h.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

async function firstService() {
  const list = (await (await get('/api/services')).json()) as { id: number; slug: string; title: string; description: string; image: string }[];
  return list[0]!;
}

describe('cached public reads', () => {
  it('answer the same JSON from the cache with a strong ETag, 304 on If-None-Match, and the security headers', async () => {
    const miss = await get('/api/services');
    const missBody = await miss.text();
    const hit = await get('/api/services');
    expect(await hit.text()).toBe(missBody);
    const etag = hit.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    expect(miss.headers.get('etag')).toBe(etag);
    expect(hit.headers.get('cache-control')).toBe('no-cache');
    expect(hit.headers.get('content-type')).toMatch(/^application\/json/);
    expect(hit.headers.get('x-content-type-options')).toBe('nosniff');
    expect(hit.headers.get('content-security-policy')).toContain("object-src 'none'");
    expect(hit.headers.get('content-security-policy')).not.toContain('nonce-');

    const revalidated = await get('/api/services', { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('etag')).toBe(etag);
  });

  it('keep gzip and Brotli bodies that decode to the same JSON, each with its own ETag', async () => {
    const plain = await (await get('/api/testimonials')).text();
    for (const [encoding, decode] of [
      ['gzip', gunzipSync],
      ['br', brotliDecompressSync],
    ] as const) {
      const res = await fetch(`${h.baseUrl}/api/testimonials`, { headers: { 'accept-encoding': encoding } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      // fetch decodes the body itself; the raw bytes are checked through node:zlib below.
      expect(await res.text()).toBe(plain);
      const raw = await new Promise<Buffer>((resolve, reject) => {
        httpGet(`${h.baseUrl}/api/testimonials`, { headers: { 'accept-encoding': encoding } }, (r) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c))
            .on('end', () => resolve(Buffer.concat(chunks)))
            .on('error', reject);
        }).on('error', reject);
      });
      expect(decode(raw).toString('utf8')).toBe(plain);
      const again = await fetch(`${h.baseUrl}/api/testimonials`, { headers: { 'accept-encoding': encoding, 'if-none-match': res.headers.get('etag')! } });
      expect(again.status).toBe(304);
    }
  });

  it('show an admin write on the very next read, REST and GraphQL alike, and the old ETag no longer matches', async () => {
    const before = await firstService();
    const oldEtag = (await get('/api/services')).headers.get('etag')!;
    expect((await (await gql(servicesQuery)).json()).data.services[0].title).toBe(before.title);

    const rest = await h.call('PUT', `/api/admin/services/${before.id}`, {
      token,
      body: { slug: before.slug, title: 'Renamed through REST', description: before.description, image: before.image, featured: true, order: 0 },
    });
    expect(rest.status).toBe(200);
    expect((await firstService()).title).toBe('Renamed through REST');
    expect((await (await gql(servicesQuery)).json()).data.services[0].title).toBe('Renamed through REST');
    expect((await get('/api/services', { 'if-none-match': oldEtag })).status).toBe(200);

    const viaGraphql = await gql(
      {
        query: 'mutation($id: Int!, $input: ServiceInput!) { updateService(id: $id, input: $input) { title } }',
        variables: {
          id: before.id,
          input: { slug: before.slug, title: 'Renamed through GraphQL', description: before.description, image: before.image, featured: true, order: 0 },
        },
      },
      { authorization: `Bearer ${token}` },
    );
    expect((await viaGraphql.json()).data.updateService.title).toBe('Renamed through GraphQL');
    expect((await firstService()).title).toBe('Renamed through GraphQL');
    expect((await (await gql(servicesQuery)).json()).data.services[0].title).toBe('Renamed through GraphQL');
  });

  it('follow site settings and deletes too', async () => {
    const settings = (await (await get('/api/site-settings')).json()) as Record<string, string>;
    await h.call('PUT', '/api/admin/site-settings', { token, body: { ...settings, tagline: 'A tagline saved just now' } });
    expect(((await (await get('/api/site-settings')).json()) as Record<string, string>).tagline).toBe('A tagline saved just now');

    const reviews = (await (await get('/api/testimonials')).json()) as { id: number }[];
    await h.call('DELETE', `/api/admin/testimonials/${reviews[0]!.id}`, { token });
    const after = (await (await get('/api/testimonials')).json()) as { id: number }[];
    expect(after.map((r) => r.id)).not.toContain(reviews[0]!.id);
  });

  it('never keep what depends on the caller or failed: admin lists, authenticated queries, 404s', async () => {
    expect((await get('/api/admin/services')).status).toBe(401);
    expect((await get('/api/blog/no-such-post')).status).toBe(404);
    const admin = await gql({ query: '{ adminServices { id } }' });
    expect((await admin.json()).errors).toBeDefined();
    // A public query sent with a token goes to the resolvers, not the cache.
    const withToken = await gql(servicesQuery, { authorization: `Bearer ${token}` });
    expect(withToken.headers.get('etag')).toBeNull();
    // A mutation mixed into a document is never a cached read.
    const mixed = await gql({ query: 'mutation { deleteService(id: 999999) }' });
    expect(mixed.headers.get('etag')).toBeNull();
  });

  it('answer parallel requests alike while a write lands, then only the new content', async () => {
    const before = await firstService();
    const reads = Array.from({ length: 40 }, () => get('/api/services').then((r) => r.json() as Promise<{ title: string }[]>));
    const write = h.call('PUT', `/api/admin/services/${before.id}`, {
      token,
      body: { slug: before.slug, title: 'Renamed during reads', description: before.description, image: before.image, featured: true, order: 0 },
    });
    await Promise.all([...reads, write]);
    for (let i = 0; i < 20; i++) expect((await firstService()).title).toBe('Renamed during reads');
  });
});

/** The GraphQL document work the product reports on `/metrics` (parses and validations actually run). */
async function documentWork(): Promise<{ parsed: number; validated: number }> {
  const text = await (await fetch(`${h.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const read = (name: string) => Number(new RegExp(`^northrock_graphql_documents_${name}_total (\\d+)$`, 'm').exec(text)?.[1]);
  return { parsed: read('parsed'), validated: read('validated') };
}

describe('GraphQL documents and the shared cache', () => {
  it('parse and validate a document once: the same query again costs neither', async () => {
    const query = { query: 'query adminServiceIds { adminServices { id } }' };
    const first = await gql(query, { authorization: `Bearer ${token}` });
    expect((await first.json()).data.adminServices.length).toBeGreaterThan(0);
    const before = await documentWork();
    for (let i = 0; i < 5; i++) expect((await gql(query, { authorization: `Bearer ${token}` })).status).toBe(200);
    expect(await documentWork()).toEqual(before);

    // A new document is parsed and validated once, then served from the parse cache.
    const other = { query: 'query adminServiceSlugs { adminServices { slug } }' };
    await gql(other, { authorization: `Bearer ${token}` });
    const afterNew = await documentWork();
    expect(afterNew.parsed).toBe(before.parsed + 1);
    expect(afterNew.validated).toBe(before.validated + 1);
    await gql(other, { authorization: `Bearer ${token}` });
    expect(await documentWork()).toEqual(afterNew);
  });

  it('answer a public query from the cache without parsing it again, and keep its refusals', async () => {
    const query = { query: 'query servicesForCache($locale: Locale) { services(locale: $locale) { id title } }', variables: { locale: 'en' } };
    const first = await gql(query);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    const before = await documentWork();
    for (let i = 0; i < 5; i++) {
      const again = await gql(query);
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('x-content-type-options')).toBe('nosniff');
      expect(again.headers.get('x-request-id')).toBeTruthy();
    }
    expect((await gql(query, { 'if-none-match': etag })).status).toBe(304);
    expect(await documentWork()).toEqual(before);

    // Read before Express, a body is still judged as Express would: malformed JSON is a 400 with detail.
    const malformed = await fetch(`${h.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": ' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ detail: 'Malformed JSON in request body' });
    const notJson = await fetch(`${h.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(query) });
    expect(notJson.status).toBe(415);
  });

  it('share one cache between REST and GraphQL: an admin edit shows on both at once, each then cached again', async () => {
    const query = { query: '{ services { id title } }' };
    const before = await firstService();
    const restEtag = (await get('/api/services')).headers.get('etag')!;
    const gqlEtag = (await gql(query)).headers.get('etag')!;
    expect((await get('/api/services', { 'if-none-match': restEtag })).status).toBe(304);
    expect((await gql(query, { 'if-none-match': gqlEtag })).status).toBe(304);

    const edit = await h.call('PUT', `/api/admin/services/${before.id}`, {
      token,
      body: { slug: before.slug, title: 'Renamed for both transports', description: before.description, image: before.image, featured: true, order: 0 },
    });
    expect(edit.status).toBe(200);
    const [rest, graphql] = await Promise.all([get('/api/services', { 'if-none-match': restEtag }), gql(query, { 'if-none-match': gqlEtag })]);
    expect(rest.status).toBe(200);
    expect(graphql.status).toBe(200);
    expect(((await rest.json()) as { title: string }[])[0]!.title).toBe('Renamed for both transports');
    expect((await graphql.json()).data.services[0].title).toBe('Renamed for both transports');
    const newRestEtag = rest.headers.get('etag')!;
    const newGqlEtag = graphql.headers.get('etag')!;
    expect((await get('/api/services', { 'if-none-match': newRestEtag })).status).toBe(304);
    expect((await gql(query, { 'if-none-match': newGqlEtag })).status).toBe(304);
  });
});
