import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import type { Json } from '../../../test/json';

let h: Harness;
let doc: Json;
beforeAll(async () => {
  h = await startHarness();
  doc = (await h.call('GET', '/api/openapi.json')).body;
});
afterAll(async () => {
  await h.close();
});

/** Every call of docs/product.md §7 plus the health check. */
const specCalls = [
  'get /health',
  'get /site-settings',
  'get /services',
  'get /materials',
  'get /property-types',
  'get /differentiators',
  'get /testimonials',
  'get /video-reels',
  'post /contact',
  'post /admin/login',
  'get /admin/dashboard-stats',
  ...['services', 'projects', 'blog', 'testimonials', 'video-reels'].flatMap((e) => [
    `get /admin/${e}`,
    `post /admin/${e}`,
    `put /admin/${e}/{id}`,
    `delete /admin/${e}/{id}`,
  ]),
  'get /admin/contacts',
  'put /admin/contacts/{id}',
  'get /admin/site-settings',
  'put /admin/site-settings',
];

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every call of docs/product.md §7', () => {
    const listed = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops as object).map((m) => `${m} ${path}`));
    for (const call of specCalls) expect(listed).toContain(call);
  });

  it('marks admin calls as needing the bearer token, and public ones not', () => {
    for (const [path, ops] of Object.entries<Record<string, Json>>(doc.paths)) {
      for (const op of Object.values(ops)) {
        const isAdmin = path.startsWith('/admin/') && path !== '/admin/login';
        expect(Boolean(op.security), `${path}`).toBe(isAdmin);
      }
    }
  });

  it('matches what the server does: every documented admin call refuses a missing token, every public GET answers', async () => {
    for (const [path, ops] of Object.entries<Record<string, Json>>(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const url = `/api${path.replace('{id}', '1').replace('{slug}', 'interior-waterproofing-systems')}`;
        const res = await h.call(method.toUpperCase(), url, op.requestBody ? { body: {} } : {});
        if (op.security) expect(res.status, `${method} ${url}`).toBe(401);
        // A call behind a signed link (a visit's "move or cancel", the review form) refuses a made-up or missing token: 404, as documented.
        else if (method === 'get')
          expect(res.status, `${method} ${url}`).toBe(
            path.includes('{token}') || op.parameters?.some((p: Json) => p.name === 'token' && p.required) ? 404 : 200,
          );
        else expect(Object.keys(op.responses), `${method} ${url}`).toContain(String(res.status));
      }
    }
  });

  it('documents request bodies from the zod schemas', () => {
    const body = doc.paths['/admin/services'].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['title', 'slug', 'description', 'image']));
    expect(Object.keys(body.properties)).toEqual(['title', 'title_fr', 'slug', 'description', 'description_fr', 'image', 'featured', 'order']);
    // The French twins are optional: empty shows the English.
    expect(body.required).not.toContain('title_fr');
    const rating = doc.paths['/admin/testimonials'].post.requestBody.content['application/json'].schema.properties.rating;
    expect(JSON.stringify(rating)).toMatch(/"minimum":1/);
  });

  it('says every JSON request body takes its own fields only (additionalProperties: false), nested objects too', () => {
    const resolve = (schema: Json): Json => (schema?.$ref ? doc.components.schemas[String(schema.$ref).split('/').pop()!] : schema);
    const objects = (schema: Json, at: string): [string, Json][] => {
      const s = resolve(schema);
      if (!s || typeof s !== 'object') return [];
      const here: [string, Json][] = s.type === 'object' && s.properties ? [[at, s]] : [];
      const nested = [...Object.entries<Json>(s.properties ?? {}), ...(s.anyOf ?? []).map((o: Json, i: number) => [String(i), o])];
      return [...here, ...nested.flatMap(([key, value]) => objects(value, `${at}.${key}`))];
    };
    let bodies = 0;
    for (const [path, ops] of Object.entries<Record<string, Json>>(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const schema = op.requestBody?.content?.['application/json']?.schema;
        if (!schema) continue;
        bodies += 1;
        for (const [at, object] of objects(schema, `${method} ${path}`)) expect(object.additionalProperties, at).toBe(false);
      }
    }
    expect(bodies).toBeGreaterThanOrEqual(30);
    // A one-line field says so: no line or paragraph separator, no tab.
    const subject = doc.paths['/admin/contacts/{id}/replies'].post.requestBody.content['application/json'].schema.properties.subject;
    expect(new RegExp(subject.pattern).test('Re: basement')).toBe(true);
    for (const separator of ['\n', '\t', '\u2028']) expect(new RegExp(subject.pattern).test(`Re:${separator}x`)).toBe(false);
  });
});
