import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

describe('public REST calls (docs/product.md §7)', () => {
  it('GET /api/health answers ok when the database and Redis answer', async () => {
    const res = await h.call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    expect(res.body.checks.database).toBe('ok');
  });

  it('GET /api/site-settings returns the seven company fields (and the French of the tagline, description and address)', async () => {
    const res = await h.call('GET', '/api/site-settings');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([
      'address',
      'address_fr',
      'company_name',
      'description',
      'description_fr',
      'email',
      'logo',
      'phone',
      'tagline',
      'tagline_fr',
    ]);
    expect(res.body.company_name).toBe('Northrock Foundation & Waterproofing');
    expect(res.body.phone).toBe('1-888-555-0137');
  });

  it('GET /api/services lists the seven services in order, flagship first', async () => {
    const res = await h.call('GET', '/api/services');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(7);
    expect(res.body[0]).toMatchObject({ slug: 'exterior-waterproofing', featured: true });
    for (const s of res.body)
      expect(s).toEqual(
        expect.objectContaining({
          id: expect.any(Number),
          slug: expect.any(String),
          title: expect.any(String),
          description: expect.any(String),
          image: expect.any(String),
        }),
      );
  });

  it.each([
    ['/api/materials', ['id', 'name', 'description']],
    ['/api/property-types', ['id', 'type', 'description', 'image']],
    ['/api/differentiators', ['id', 'title', 'tagline', 'description']],
    ['/api/testimonials', ['id', 'rating', 'text', 'name', 'location', 'avatar']],
    ['/api/video-reels', ['id', 'title', 'description', 'video_url', 'thumbnail_url', 'duration', 'featured', 'order']],
  ])('GET %s lists seeded items with docs/product.md fields', async (path, fields) => {
    const res = await h.call('GET', path);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    for (const item of res.body) for (const f of fields) expect(item).toHaveProperty(f);
  });

  it('GET /api/testimonials puts featured ones first', async () => {
    const res = await h.call('GET', '/api/testimonials');
    const flags = res.body.map((t: { featured: boolean }) => t.featured);
    expect(flags).toEqual([...flags].sort((a: boolean, b: boolean) => Number(b) - Number(a)));
  });

  it('GET /api/blog lists the published articles and /api/blog/{slug} returns one', async () => {
    const list = await h.call('GET', '/api/blog');
    expect(list.status).toBe(200);
    expect(list.body.map((p: { slug: string }) => p.slug)).toEqual(
      expect.arrayContaining(['advanced-exterior-waterproofing-thunder-bay', 'interior-waterproofing-systems']),
    );
    const one = await h.call('GET', '/api/blog/interior-waterproofing-systems');
    expect(one.status).toBe(200);
    expect(one.body.content).toContain('<p>');
    const missing = await h.call('GET', '/api/blog/no-such-article');
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toMatch(/not found/i);
  });

  it('POST /api/contact stores a lead with status new and answers 201', async () => {
    const res = await h.call('POST', '/api/contact', {
      body: {
        name: 'Dana Homeowner',
        email: 'dana@example.com',
        phone: '(807) 555-0199',
        address: '12 Bay St',
        city: 'Thunder Bay',
        subject: 'Wet basement',
        message: 'Water comes in\nafter every rain.',
        photo_urls: [],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: expect.any(Number), status: 'new', name: 'Dana Homeowner', city: 'Thunder Bay' });
    expect(Date.parse(res.body.created_at)).not.toBeNaN();
  });

  it('POST /api/contact refuses missing fields with a detail and the list of bad fields', async () => {
    const res = await h.call('POST', '/api/contact', { body: { name: '', email: 'not-an-email' } });
    expect(res.status).toBe(422);
    expect(typeof res.body.detail).toBe('string');
    const fields = res.body.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'email', 'phone', 'subject', 'message']));
  });

  it('POST /api/contact refuses photo paths that the upload endpoint did not return', async () => {
    const res = await h.call('POST', '/api/contact', {
      body: { name: 'A', email: 'a@example.com', phone: '8075550100', subject: 's', message: 'm', photo_urls: ['https://evil.example/x.jpg'] },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].field).toBe('photo_urls.0');
  });
});

describe('bad requests never crash or half-write', () => {
  it('malformed JSON answers 400', async () => {
    const res = await h.call('POST', '/api/contact', { raw: '{"name": ', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'Malformed JSON in request body', request_id: res.headers.get('x-request-id') });
  });

  it('an oversized body answers 413', async () => {
    const res = await h.call('POST', '/api/contact', { body: { message: 'x'.repeat(400_000) } });
    expect(res.status).toBe(413);
    expect(res.body.detail).toMatch(/too large/);
  });

  it('a body that is not JSON answers 415', async () => {
    const res = await h.call('POST', '/api/contact', { raw: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(415);
  });

  it('a JSON array body answers 422', async () => {
    const res = await h.call('POST', '/api/contact', { raw: '[1,2]', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe('Request body must be a JSON object');
  });

  it.each([['"text"'], ['null'], ['42']])('a bare JSON value (%s) answers 400', async (raw) => {
    const res = await h.call('POST', '/api/contact', { raw, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBeTruthy();
  });

  it('an unknown API path answers 404 as JSON', async () => {
    const res = await h.call('GET', '/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.detail).toMatch(/No API route/);
  });

  it('sets the security headers on every response', async () => {
    for (const path of ['/api/services', '/api/nothing-here', '/api/docs']) {
      const res = await h.call('GET', path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security')).toBeNull();
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });
});
