import { describe, expect, it } from 'vitest';
import { allFields, codesOf, gql, gqlOk } from './graphql-helpers';
import type { Harness } from './harness';
import { signedInHarness } from './support/signed-in-harness';

/** Content mutations call the same services as REST, and refuse bad input the way REST does. */

let h: Harness;
let token: string;
signedInHarness((harness, adminToken) => ([h, token] = [harness, adminToken]));

const serviceInput = {
  title: 'Crawlspace encapsulation',
  slug: 'crawlspace-encapsulation',
  description: 'Sealed, insulated crawlspaces.',
  image: '/media/services/crawl.webp',
};

describe('content mutations call the same services as REST', () => {
  it('creates, updates and deletes a service; the public list follows', async () => {
    const created = (
      await gqlOk(h, `mutation create($input: ServiceInput!) { createService(input: $input) { ${allFields('Service')} } }`, { input: serviceInput }, token)
    ).createService;
    expect(created).toMatchObject({ ...serviceInput, featured: false, order: 0 });
    expect((await h.call('GET', '/api/services')).body).toContainEqual(created);

    const updated = (
      await gqlOk(
        h,
        'mutation update($id: Int!, $input: ServiceInput!) { updateService(id: $id, input: $input) { id title featured order } }',
        { id: created.id, input: { ...serviceInput, title: 'Crawlspace sealing', featured: true, order: 3 } },
        token,
      )
    ).updateService;
    expect(updated).toEqual({ id: created.id, title: 'Crawlspace sealing', featured: true, order: 3 });

    expect((await gqlOk(h, 'mutation del($id: Int!) { deleteService(id: $id) }', { id: created.id }, token)).deleteService).toBe(created.id);
    expect((await gqlOk(h, '{ services { id } }')).services).not.toContainEqual({ id: created.id });
    const again = await gql(h, 'mutation del($id: Int!) { deleteService(id: $id) }', { id: created.id }, token);
    expect(codesOf(again)).toEqual(['NOT_FOUND']);
    expect(again.errors![0]!.message).toBe('Service not found');
  });

  it.each([
    [
      'Project',
      'adminProjects',
      { title: 'Bowed wall', description: 'Steel beams', category: 'Stabilization', image: '/media/p.webp' },
      { title: 'Bowed wall, Sudbury' },
    ],
    ['Testimonial', 'adminTestimonials', { name: 'Lee', location: 'ON', text: 'Dry basement', avatar: '/media/a.webp', rating: 4 }, { rating: 5 }],
    ['VideoReel', 'adminVideoReels', { title: 'Excavation', video_url: 'https://cdn.example/v.mp4', duration: 42 }, { order: 2, thumbnail_url: null }],
    [
      'BlogPost',
      'adminBlogPosts',
      {
        title: 'Frost heave',
        slug: 'frost-heave',
        excerpt: 'Why footings move',
        content: '<p>Cold <script>alert(1)</script>ground</p>',
        image: '/media/b.webp',
        author_name: 'Sam',
        author_role: 'Estimator',
        author_avatar: '/media/s.webp',
        category: 'Foundations',
      },
      { featured: true },
    ],
  ] as const)('%s: create, update, delete', async (type, adminList, input, change) => {
    const fields = allFields(type);
    const created = (await gqlOk(h, `mutation c($input: ${type}Input!) { create${type}(input: $input) { ${fields} } }`, { input }, token))[`create${type}`];
    const listed = (await gqlOk(h, `{ ${adminList} { ${fields} } }`, undefined, token))[adminList];
    expect(listed).toContainEqual(created);
    if (type === 'BlogPost') expect(created.content).toBe('<p>Cold ground</p>');

    const updated = (
      await gqlOk(
        h,
        `mutation u($id: Int!, $input: ${type}Input!) { update${type}(id: $id, input: $input) { ${fields} } }`,
        { id: created.id, input: { ...input, ...change } },
        token,
      )
    )[`update${type}`];
    const { thumbnail_url: _ignored, ...expected } = change as Record<string, unknown>;
    expect(updated).toMatchObject(expected);

    expect((await gqlOk(h, `mutation d($id: Int!) { delete${type}(id: $id) }`, { id: created.id }, token))[`delete${type}`]).toBe(created.id);
    const after = (await gqlOk(h, `{ ${adminList} { id } }`, undefined, token))[adminList];
    expect(after).not.toContainEqual({ id: created.id });
  });

  it('updateSiteSettings replaces the settings the footer reads', async () => {
    const current = (await gqlOk(h, `{ adminSiteSettings { ${allFields('SiteSettings')} } }`, undefined, token)).adminSiteSettings;
    const next = { ...current, tagline: 'Dry basements across the North' };
    const saved = (
      await gqlOk(h, `mutation s($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { ${allFields('SiteSettings')} } }`, { input: next }, token)
    ).updateSiteSettings;
    expect(saved).toEqual(next);
    expect((await h.call('GET', '/api/site-settings')).body).toEqual(next);
  });

  it('a taken slug answers CONFLICT', async () => {
    const res = await gql(
      h,
      'mutation c($input: ServiceInput!) { createService(input: $input) { id } }',
      { input: { ...serviceInput, slug: 'exterior-waterproofing' } },
      token,
    );
    expect(codesOf(res)).toEqual(['CONFLICT']);
    expect(res.errors![0]!.message).toBe('A service with this slug already exists');
  });
});

describe('validation errors are field errors, the same as REST', () => {
  it.each([
    ['createService', 'ServiceInput', '/api/admin/services', { ...serviceInput, title: '  ', slug: 'Not A Slug', order: 2_000_000 }],
    ['createTestimonial', 'TestimonialInput', '/api/admin/testimonials', { name: 'A', location: 'MB', text: 'Good', avatar: 'javascript:alert(1)', rating: 6 }],
    [
      'updateSiteSettings',
      'SiteSettingsInput',
      '/api/admin/site-settings',
      { company_name: 'N', tagline: 'T', description: 'D', phone: '1-888-555-0137', email: 'not-an-email', address: 'A', logo: '/l.svg' },
    ],
  ] as const)('%s', async (field, inputType, restPath, input) => {
    const res = await gql(h, `mutation m($input: ${inputType}!) { ${field}(input: $input) { __typename } }`, { input }, token);
    expect(codesOf(res)).toEqual(['BAD_USER_INPUT']);
    const rest = await h.call(field === 'updateSiteSettings' ? 'PUT' : 'POST', restPath, { body: input, token });
    expect(rest.status).toBe(422);
    expect(res.errors![0]!.message).toBe(rest.body.detail);
    expect(res.errors![0]!.extensions!.errors).toEqual(rest.body.errors);
    expect(rest.body.errors.length).toBeGreaterThan(0);
  });

  it('submitContact names each bad field', async () => {
    const res = await gql(h, 'mutation s($input: ContactInput!) { submitContact(input: $input) { id } }', {
      input: { name: '', email: 'nope', phone: '12', subject: 'Crack', message: 'Help', photo_urls: ['/etc/passwd'] },
    });
    expect(codesOf(res)).toEqual(['BAD_USER_INPUT']);
    expect(res.errors![0]!.extensions!.errors.map((e: { field: string }) => e.field)).toEqual(['name', 'email', 'phone', 'photo_urls.0']);
  });

  it('changePassword checks the current password', async () => {
    const res = await gql(
      h,
      'mutation { changePassword(input: { current_password: "wrong-password", new_password: "a-much-longer-password" }) }',
      undefined,
      token,
    );
    expect(codesOf(res)).toEqual(['BAD_USER_INPUT']);
    expect(res.errors![0]!.extensions!.errors).toEqual([{ field: 'current_password', message: 'Current password is incorrect' }]);
  });

  it('a wrongly typed variable is refused before anything runs', async () => {
    const res = await gql(h, 'mutation c($input: ServiceInput!) { createService(input: $input) { id } }', { input: { ...serviceInput, order: 'many' } }, token);
    expect(res.data).toBeUndefined();
    expect(res.errors![0]!.message).toMatch(/order/);
  });
});
