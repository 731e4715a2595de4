import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness();
  token = await h.login();
});
afterAll(async () => {
  await h.close();
});

const valid = {
  services: {
    title: 'Crawlspace Encapsulation',
    slug: 'crawlspace-encapsulation',
    description: 'Sealed crawlspaces.',
    image: '/images/services/exterior-waterproofing.webp',
    featured: false,
    order: '8',
  },
  projects: { title: 'Fort William bowing wall', description: 'Wall anchors and a new drain.', category: 'Stabilization', image: 'https://example.com/p.jpg' },
  blog: {
    title: 'Spring thaw checklist',
    slug: 'spring-thaw-checklist',
    excerpt: 'What to check when the snow melts.',
    content: '<h2>Look down</h2><p>Check the <strong>grading</strong>.</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
    image: '/images/blog/a.webp',
    author_name: 'Sam Field',
    author_role: 'Project Manager',
    author_avatar: '/images/avatars/sam.webp',
    category: 'Maintenance',
    featured: true,
    published: false,
  },
  testimonials: { name: 'Pat L.', location: 'MB', text: 'Dry basement at last.', avatar: '/images/avatars/p.webp', rating: 4 },
  'video-reels': { title: 'Pier install', video_url: '/videos/a.webm', duration: '', order: null },
  materials: { name: 'Helical anchors', description: 'For light loads.' },
  'property-types': { type: 'Duplexes', description: 'Two families, one foundation.' },
  differentiators: { title: 'Local crews', tagline: 'We live here', description: 'Every crew lives in the North.' },
} as const;

const invalid: Record<keyof typeof valid, [Record<string, unknown>, string]> = {
  services: [{ ...valid.services, slug: 'Not A Slug' }, 'slug'],
  projects: [{ ...valid.projects, category: '' }, 'category'],
  blog: [{ ...valid.blog, author_avatar: 'javascript:alert(1)' }, 'author_avatar'],
  testimonials: [{ ...valid.testimonials, rating: 6 }, 'rating'],
  'video-reels': [{ ...valid['video-reels'], video_url: '' }, 'video_url'],
  materials: [{ name: 'x' }, 'description'],
  'property-types': [{ description: 'y' }, 'type'],
  differentiators: [{ title: 't', tagline: 't', description: 'd', order: 'first' }, 'order'],
};

describe.each(Object.keys(valid) as (keyof typeof valid)[])('admin CRUD /api/admin/%s', (kind) => {
  const base = `/api/admin/${kind}`;
  let id: number;

  it('needs the token', async () => {
    expect((await h.call('GET', base)).status).toBe(401);
    expect((await h.call('POST', base, { body: valid[kind] })).status).toBe(401);
  });

  it('creates (201), lists, updates and deletes', async () => {
    const created = await h.call('POST', base, { token, body: valid[kind] });
    expect(created.status).toBe(201);
    id = created.body.id;
    expect(id).toEqual(expect.any(Number));

    const list = await h.call('GET', base, { token });
    expect(list.status).toBe(200);
    expect(list.body.some((x: { id: number }) => x.id === id)).toBe(true);

    const updated = await h.call('PUT', `${base}/${id}`, {
      token,
      body: { ...valid[kind], [Object.keys(valid[kind])[0]!]: 'Renamed' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.id).toBe(id);

    const removed = await h.call('DELETE', `${base}/${id}`, { token });
    expect(removed.status).toBe(200);
    expect(removed.body.id).toBe(id);
    expect((await h.call('DELETE', `${base}/${id}`, { token })).status).toBe(404);
  });

  it('refuses invalid input naming the field, and writes nothing', async () => {
    const before = (await h.call('GET', base, { token })).body.length;
    const [body, field] = invalid[kind];
    const res = await h.call('POST', base, { token, body });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect((await h.call('GET', base, { token })).body.length).toBe(before);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const badId of ['999999', 'abc', '-1', '1.5']) {
      const res = await h.call('PUT', `${base}/${badId}`, { token, body: valid[kind] });
      expect(res.status).toBe(404);
      expect(res.body.detail).toBeTruthy();
    }
  });
});

describe('entity rules', () => {
  it('applies defaults: order 0, rating 5, published true, featured false', async () => {
    const s = await h.call('POST', '/api/admin/services', { token, body: { ...valid.services, slug: 'defaults-1', order: undefined, featured: undefined } });
    expect(s.body).toMatchObject({ order: 0, featured: false });
    const t = await h.call('POST', '/api/admin/testimonials', { token, body: { ...valid.testimonials, rating: undefined } });
    expect(t.body).toMatchObject({ rating: 5, featured: false });
    const b = await h.call('POST', '/api/admin/blog', { token, body: { ...valid.blog, slug: 'defaults-2', published: undefined, featured: undefined } });
    expect(b.body).toMatchObject({ published: true, featured: false });
    const v = await h.call('POST', '/api/admin/video-reels', { token, body: { title: 'v', video_url: '/videos/x.webm' } });
    expect(v.body).toMatchObject({ duration: 0, order: 0, featured: false, description: '', thumbnail_url: '' });
  });

  it('sanitizes blog HTML on the server', async () => {
    const res = await h.call('POST', '/api/admin/blog', { token, body: { ...valid.blog, slug: 'sanitized' } });
    expect(res.status).toBe(201);
    expect(res.body.content).toContain('<h2>Look down</h2>');
    expect(res.body.content).not.toMatch(/script|onerror|alert/);
  });

  it('a duplicate slug answers 409 and leaves the first item intact', async () => {
    const res = await h.call('POST', '/api/admin/services', { token, body: { ...valid.services, slug: 'exterior-waterproofing' } });
    expect(res.status).toBe(409);
    expect(res.body.detail).toMatch(/slug already exists/);
    const services = (await h.call('GET', '/api/services')).body;
    expect(services.filter((s: { slug: string }) => s.slug === 'exterior-waterproofing')).toHaveLength(1);
  });

  it('drafts stay off the public blog until published', async () => {
    const draft = await h.call('POST', '/api/admin/blog', { token, body: { ...valid.blog, slug: 'a-draft', published: false } });
    expect((await h.call('GET', '/api/blog')).body.some((p: { slug: string }) => p.slug === 'a-draft')).toBe(false);
    expect((await h.call('GET', '/api/blog/a-draft')).status).toBe(404);
    await h.call('PUT', `/api/admin/blog/${draft.body.id}`, { token, body: { ...valid.blog, slug: 'a-draft', published: true } });
    expect((await h.call('GET', '/api/blog/a-draft')).status).toBe(200);
  });
});

describe('dashboard, contacts and settings', () => {
  it('GET /api/admin/dashboard-stats counts services, projects, posts and new contacts', async () => {
    const before = await h.call('GET', '/api/admin/dashboard-stats', { token });
    expect(before.status).toBe(200);
    expect(Object.keys(before.body).sort()).toEqual(['blog_posts', 'held_back_spam', 'new_contacts', 'possible_spam', 'projects', 'services']);
    const lead = await h.call('POST', '/api/contact', { body: { name: 'N', email: 'n@example.com', phone: '807 555 0101', subject: 's', message: 'm' } });
    expect(lead.status).toBe(201);
    const after = await h.call('GET', '/api/admin/dashboard-stats', { token });
    expect(after.body.new_contacts).toBe(before.body.new_contacts + 1);
    expect(after.body.services).toBe((await h.call('GET', '/api/services')).body.length);

    const contacted = await h.call('PUT', `/api/admin/contacts/${lead.body.id}`, { token, body: { status: 'contacted' } });
    expect(contacted.status).toBe(200);
    expect(contacted.body.status).toBe('contacted');
    expect((await h.call('GET', '/api/admin/dashboard-stats', { token })).body.new_contacts).toBe(before.body.new_contacts);
  });

  it('GET /api/admin/contacts lists submissions newest first; any status may follow any other', async () => {
    const first = await h.call('POST', '/api/contact', { body: { name: 'First', email: 'f@example.com', phone: '807 555 0102', subject: 's', message: 'm' } });
    const second = await h.call('POST', '/api/contact', {
      body: { name: 'Second', email: 's@example.com', phone: '807 555 0103', subject: 's', message: 'm' },
    });
    const list = await h.call('GET', '/api/admin/contacts', { token });
    expect(list.status).toBe(200);
    const ids = list.body.map((c: { id: number }) => c.id);
    expect(ids.indexOf(second.body.id)).toBeLessThan(ids.indexOf(first.body.id));
    for (const status of ['resolved', 'new', 'contacted', 'new']) {
      const res = await h.call('PUT', `/api/admin/contacts/${first.body.id}`, { token, body: { status } });
      expect(res.body.status).toBe(status);
    }
    const bad = await h.call('PUT', `/api/admin/contacts/${first.body.id}`, { token, body: { status: 'archived' } });
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toMatch(/status/);
    expect((await h.call('PUT', '/api/admin/contacts/424242', { token, body: { status: 'new' } })).status).toBe(404);
    expect((await h.call('GET', '/api/admin/contacts')).status).toBe(401);
  });

  it('site settings: admin reads, replaces the whole object, and the public call follows', async () => {
    const current = await h.call('GET', '/api/admin/site-settings', { token });
    expect(current.status).toBe(200);
    const next = { ...current.body, tagline: 'Dry basements, level floors', email: 'office@northrock.example' };
    const saved = await h.call('PUT', '/api/admin/site-settings', { token, body: next });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(next);
    expect((await h.call('GET', '/api/site-settings')).body).toEqual(next);

    const bad = await h.call('PUT', '/api/admin/site-settings', { token, body: { ...next, email: 'nope', phone: '' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'phone']);
    expect((await h.call('GET', '/api/site-settings')).body).toEqual(next);
  });
});
