import { getIntrospectionQuery } from 'graphql';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadRateLimit } from '@northrock/core/lead';
import { graphqlLimits } from '../src/graphql/yoga';
import { leadRecord } from '../src/modules/lead/lead.records';
import { allFields, codesOf, forgeToken, gql, gqlOk, operationFor, rootFields } from './graphql-helpers';
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

/** Root fields anyone may call; every other one must answer UNAUTHENTICATED without a token. */
const publicQueries = new Set([
  'siteSettings',
  'services',
  'materials',
  'propertyTypes',
  'differentiators',
  'testimonials',
  'videoReels',
  'blogPosts',
  'blogPost',
  'loginHint',
]);
const publicMutations = new Set(['login', 'submitContact']);

const serviceInput = {
  title: 'Crawlspace encapsulation',
  slug: 'crawlspace-encapsulation',
  description: 'Sealed, insulated crawlspaces.',
  image: '/media/services/crawl.webp',
};

describe('queries answer what REST answers for the same entities', () => {
  beforeAll(async () => {
    await gqlOk(
      h,
      'mutation { submitContact(input: { name: "Ann", email: "ann@example.com", phone: "807 555 0100", subject: "Leak", message: "Wet corner" }) { id } }',
    );
  });

  it.each([
    ['siteSettings', 'SiteSettings', '/api/site-settings', false],
    ['services', 'Service', '/api/services', false],
    ['materials', 'Material', '/api/materials', false],
    ['propertyTypes', 'PropertyType', '/api/property-types', false],
    ['differentiators', 'Differentiator', '/api/differentiators', false],
    ['testimonials', 'Testimonial', '/api/testimonials', false],
    ['videoReels', 'VideoReel', '/api/video-reels', false],
    ['blogPosts', 'BlogPost', '/api/blog', false],
    ['adminServices', 'Service', '/api/admin/services', true],
    ['adminProjects', 'Project', '/api/admin/projects', true],
    ['adminBlogPosts', 'BlogPost', '/api/admin/blog', true],
    ['adminTestimonials', 'Testimonial', '/api/admin/testimonials', true],
    ['adminVideoReels', 'VideoReel', '/api/admin/video-reels', true],
    ['adminSiteSettings', 'SiteSettings', '/api/admin/site-settings', true],
    ['contacts', 'ContactSubmission', '/api/admin/contacts', true],
    ['dashboardStats', 'DashboardStats', '/api/admin/dashboard-stats', true],
    ['me', 'Me', '/api/admin/me', true],
  ] as const)('%s', async (field, type, restPath, admin) => {
    const auth = admin ? token : undefined;
    // Notes have REST calls of their own (GET /api/admin/contacts/{id}/notes).
    const data = await gqlOk(h, `query { ${field} { ${allFields(type, { except: ['notes'] })} } }`, undefined, auth);
    const rest = await h.call('GET', restPath, { token: auth });
    expect(rest.status).toBe(200);
    expect(data[field]).toEqual(rest.body);
    if (Array.isArray(rest.body)) expect(rest.body.length).toBeGreaterThan(0);
  });

  it('blogPost(slug) answers a published post and null for an unknown slug or a draft', async () => {
    const slug = 'advanced-exterior-waterproofing-thunder-bay';
    const data = await gqlOk(h, `query post($slug: String!) { blogPost(slug: $slug) { ${allFields('BlogPost')} } }`, { slug });
    expect(data.blogPost).toEqual((await h.call('GET', `/api/blog/${slug}`)).body);
    expect((await gqlOk(h, '{ blogPost(slug: "no-such-post") { id } }')).blogPost).toBeNull();

    const draft = await gqlOk(
      h,
      `mutation draft($input: BlogPostInput!) { createBlogPost(input: $input) { id slug published } }`,
      {
        input: {
          title: 'Draft',
          slug: 'a-draft',
          excerpt: 'Not yet',
          content: '<p>Soon</p>',
          image: '/media/blog/d.webp',
          author_name: 'Office',
          author_role: 'Staff',
          author_avatar: '/media/blog/a.webp',
          category: 'News',
          published: false,
        },
      },
      token,
    );
    expect(draft.createBlogPost.published).toBe(false);
    expect((await gqlOk(h, '{ blogPost(slug: "a-draft") { id } }')).blogPost).toBeNull();
    const list = await gqlOk(h, '{ blogPosts { slug } }');
    expect(list.blogPosts.map((p: { slug: string }) => p.slug)).not.toContain('a-draft');
    const admin = await gqlOk(h, '{ adminBlogPosts { slug published } }', undefined, token);
    expect(admin.adminBlogPosts).toContainEqual({ slug: 'a-draft', published: false });
  });

  it('loginHint shows the default credentials while they are in use', async () => {
    const data = await gqlOk(h, '{ loginHint { default_credentials { username password } } }');
    expect(data.loginHint).toEqual((await h.call('GET', '/api/auth/login-hint')).body);
    expect(data.loginHint.default_credentials).toEqual({ username: 'admin', password: 'northrock-admin' });
  });
});

describe('every admin operation needs a valid bearer token', () => {
  const adminOps = [
    ...rootFields('query')
      .filter((f) => !publicQueries.has(f.name))
      .map((f) => [f.name, operationFor('query', f)] as const),
    ...rootFields('mutation')
      .filter((f) => !publicMutations.has(f.name))
      .map((f) => [f.name, operationFor('mutation', f)] as const),
  ];

  it('covers the admin operations of the contract', () => {
    const names = adminOps.map(([name]) => name);
    for (const name of [
      'dashboardStats',
      'me',
      'adminServices',
      'contacts',
      'logout',
      'changePassword',
      'createService',
      'updateVideoReel',
      'deleteBlogPost',
      'updateSiteSettings',
      'setContactStatus',
    ]) {
      expect(names).toContain(name);
    }
  });

  let expired: string;
  let badSignature: string;
  let loggedOut: string;
  beforeAll(async () => {
    const claims = decodeJwt(await h.login());
    expired = await forgeToken({ sid: claims.sid, sub: claims.sub }, { exp: Math.floor(Date.now() / 1000) - 60 });
    badSignature = await forgeToken({ sid: claims.sid, sub: claims.sub }, { secret: 'another-secret-0123456789-0123456789-xyz' });
    loggedOut = await h.login();
    expect((await gqlOk(h, 'mutation { logout }', undefined, loggedOut)).logout).toBe(true);
  });

  it.each(adminOps)('%s', async (_name, document) => {
    const before = await gqlOk(h, '{ dashboardStats { services projects blog_posts new_contacts } }', undefined, token);
    for (const [what, bad] of [
      ['missing', undefined],
      ['expired', expired],
      ['bad signature', badSignature],
      ['logged out', loggedOut],
    ] as const) {
      const res = await gql(h, document, undefined, bad);
      expect(codesOf(res), `${what}: ${JSON.stringify(res.errors)}`).toEqual(['UNAUTHENTICATED']);
      expect(res.data).toBeNull();
      expect(res.errors![0]!.message).toMatch(/not authenticated|expired|invalid token|session ended/i);
    }
    // Nothing was written on the way.
    expect(await gqlOk(h, '{ dashboardStats { services projects blog_posts new_contacts } }', undefined, token)).toEqual(before);
  });

  it('names why: missing, expired, bad signature, ended session', async () => {
    const message = async (t?: string) => (await gql(h, '{ me { username } }', undefined, t)).errors![0]!.message;
    expect(await message(undefined)).toBe('Not authenticated');
    expect(await message(expired)).toBe('Session expired');
    expect(await message(badSignature)).toBe('Invalid token');
    expect(await message(loggedOut)).toBe('Session ended');
  });

  it('a public field beside an admin one still answers', async () => {
    const res = await gql(h, '{ siteSettings { company_name } me { username } }');
    expect(codesOf(res)).toEqual(['UNAUTHENTICATED']);
    // `me` is non-null, so the whole data is null: the client sends admin fields in admin operations only.
    expect(res.data).toBeNull();
  });
});

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

/** The fields anyone may read of a lead: those REST answers to POST /api/contact. */
const publicContactFields = allFields('ContactSubmission', { only: Object.keys(leadRecord.shape) });

/** A real 1x1 PNG: uploads are recognised by their bytes. */
const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

describe('contacts', () => {
  it('submitContact stores a lead with status new; setContactStatus changes it and the dashboard count', async () => {
    const stats = async () => (await gqlOk(h, '{ dashboardStats { new_contacts } }', undefined, token)).dashboardStats.new_contacts;
    const before = await stats();
    const form = new FormData();
    form.append('files', new Blob([tinyPng], { type: 'image/png' }), 'crack.png');
    const upload = await fetch(`${h.baseUrl}/api/upload`, { method: 'POST', body: form });
    expect(upload.status).toBe(201);
    const { urls } = (await upload.json()) as { urls: string[] };

    const input = {
      name: 'Bo',
      email: 'bo@example.com',
      phone: '204-555-0199',
      subject: 'Settling',
      message: 'Door sticks\nFloor slopes',
      address: null,
      city: 'Winnipeg',
      photo_urls: urls,
    };
    const lead = (await gqlOk(h, `mutation s($input: ContactInput!) { submitContact(input: $input) { ${publicContactFields} } }`, { input })).submitContact;
    expect(lead).toMatchObject({ status: 'new', address: '', city: 'Winnipeg', photo_urls: urls, message: 'Door sticks\nFloor slopes' });
    expect(Object.keys(lead).sort()).toEqual(Object.keys(leadRecord.shape).sort());
    expect(await stats()).toBe(before + 1);

    const listed = (await gqlOk(h, `{ contacts { ${allFields('ContactSubmission', { except: ['notes'] })} } }`, undefined, token)).contacts;
    expect(listed[0]).toMatchObject({ ...lead, delivery_state: expect.any(String) });
    expect(listed[0].photos).toEqual([expect.objectContaining({ path: urls[0], original_url: expect.stringMatching(/^\/media\/originals\/.+\?token=/) })]);
    // The signed link opens the original for the admin's browser.
    expect((await fetch(h.baseUrl + listed[0].photos[0].original_url)).status).toBe(200);

    const changed = (await gqlOk(h, 'mutation s($id: Int!) { setContactStatus(id: $id, status: contacted) { id status } }', { id: lead.id }, token))
      .setContactStatus;
    expect(changed).toEqual({ id: lead.id, status: 'contacted' });
    expect(await stats()).toBe(before);
    const rest = (await h.call('GET', '/api/admin/contacts', { token })).body.find((c: { id: number }) => c.id === lead.id);
    expect(rest.status).toBe('contacted');

    const missing = await gql(h, 'mutation { setContactStatus(id: 999999, status: resolved) { id } }', undefined, token);
    expect(codesOf(missing)).toEqual(['NOT_FOUND']);
    const badStatus = await gql(h, 'mutation { setContactStatus(id: 1, status: closed) { id } }', undefined, token);
    expect(badStatus.errors![0]!.message).toMatch(/ContactStatus/);
  });

  it('photos and delivery state are for the admin only', async () => {
    for (const selection of ['photos { path }', 'delivery_state', 'notes { body }']) {
      const res = await gql(
        h,
        `mutation { submitContact(input: { name: "Cy", email: "cy@example.com", phone: "705 555 0111", subject: "Leak", message: "Drip" }) { id ${selection} } }`,
      );
      expect(codesOf(res), selection).toEqual(['UNAUTHENTICATED']);
    }
  });

  it('limits enquiries per address', async () => {
    const submit = () =>
      gql(h, 'mutation { submitContact(input: { name: "Flood", email: "f@example.com", phone: "705 555 0122", subject: "Spam", message: "Spam" }) { id } }');
    const answers: string[][] = [];
    for (let i = 0; i < leadRateLimit.limit + 1; i++) answers.push(codesOf(await submit()));
    expect(answers.at(-1)).toEqual(['RATE_LIMITED']);
  });
});

describe('admin session', () => {
  it('login, me, changePassword, logout', async () => {
    const bad = await gql(h, 'mutation { login(input: { username: "admin", password: "wrong" }) { access_token } }');
    expect(codesOf(bad)).toEqual(['UNAUTHENTICATED']);
    expect(bad.errors![0]!.message).toBe('Invalid username or password');
    const missing = await gql(h, 'mutation { login(input: { username: "admin", password: "" }) { access_token } }');
    expect(missing.errors![0]!.extensions!.errors).toEqual([{ field: 'password', message: 'Password is required' }]);

    const session = (await gqlOk(h, 'mutation { login(input: { username: "admin", password: "northrock-admin" }) { access_token username expires_in } }'))
      .login;
    expect(session).toMatchObject({ username: 'admin', expires_in: 8 * 3600 });
    const other = await h.login();
    expect((await gqlOk(h, '{ me { username default_password } }', undefined, session.access_token)).me).toEqual({ username: 'admin', default_password: true });

    expect(
      (
        await gqlOk(
          h,
          'mutation { changePassword(input: { current_password: "northrock-admin", new_password: "a-much-longer-password" }) }',
          undefined,
          session.access_token,
        )
      ).changePassword,
    ).toBe(true);
    // The password change ended every other session, and the login screen stops showing the default.
    expect(codesOf(await gql(h, '{ me { username } }', undefined, other))).toEqual(['UNAUTHENTICATED']);
    expect((await gqlOk(h, '{ loginHint { default_credentials { username } } }')).loginHint.default_credentials).toBeNull();
    expect((await gqlOk(h, '{ me { default_password } }', undefined, session.access_token)).me.default_password).toBe(false);

    expect((await gqlOk(h, 'mutation { logout }', undefined, session.access_token)).logout).toBe(true);
    expect(codesOf(await gql(h, '{ me { username } }', undefined, session.access_token))).toEqual(['UNAUTHENTICATED']);
    token = await h.login('admin', 'a-much-longer-password');
  });

  it('repeated failed logins answer RATE_LIMITED with a retry time', async () => {
    const attempt = () => gql(h, 'mutation { login(input: { username: "intruder", password: "guess" }) { access_token } }');
    for (let i = 0; i < 5; i++) expect(codesOf(await attempt())).toEqual(['UNAUTHENTICATED']);
    const blocked = await attempt();
    expect(codesOf(blocked)).toEqual(['RATE_LIMITED']);
    expect(blocked.errors![0]!.extensions!.retryAfterSeconds).toBeGreaterThan(0);
  });
});

describe('limits and transport', () => {
  it('refuses a query deeper than the limit before running it', async () => {
    let selection = 'username';
    for (let i = 0; i < graphqlLimits.maxDepth; i++) selection = `default_credentials { ${selection} }`;
    const res = await gql(h, `{ loginHint { ${selection} } }`);
    expect(res.data).toBeUndefined();
    expect(res.errors!.map((e) => e.message)).toContainEqual(expect.stringMatching(/depth limit/i));
  });

  it('lets the deepest operation the web sends through', async () => {
    const data = await gqlOk(h, '{ contactPage { items { photos { thumb_url } notes { author } } } }', undefined, token);
    expect(data.contactPage.items.length).toBeGreaterThan(0);
  });

  it('refuses too many aliases', async () => {
    const aliases = Array.from({ length: graphqlLimits.maxAliases + 1 }, (_, i) => `a${i}: services { id }`).join(' ');
    const res = await gql(h, `{ ${aliases} }`);
    expect(res.data).toBeUndefined();
    expect(res.errors!.map((e) => e.message)).toContainEqual(expect.stringMatching(/aliases/i));
  });

  it('refuses mutations over GET', async () => {
    const res = await h.call('GET', `/graphql?query=${encodeURIComponent('mutation { logout }')}`, { token });
    expect(res.status).toBe(405);
  });

  it('answers queries over GET with no-store caching', async () => {
    const res = await h.call('GET', `/graphql?query=${encodeURIComponent('{ siteSettings { phone } }')}`);
    expect(res.status).toBe(200);
    expect(res.body.data.siteSettings.phone).toBeTruthy();
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('offers introspection in development and test, within the limits', async () => {
    // The query GraphiQL and other tools send is deeper than any operation.
    const res = await gqlOk(h, getIntrospectionQuery());
    expect(res.__schema.queryType.name).toBe('Query');
  });

  it('serves GraphiQL with its own CSP and the request nonce; the site CSP is untouched', async () => {
    const page = await fetch(`${h.baseUrl}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy')!;
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    const html = await page.text();
    const scripts = html.match(/<script[^>]*>/g)!;
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(csp).toContain("object-src 'none'");
    const site = (await h.call('GET', '/api/site-settings')).headers.get('content-security-policy')!;
    expect(site).not.toContain('unpkg');
  });

  it('answers a request body over the JSON limit with 413', async () => {
    const res = await h.call('POST', '/graphql', { body: { query: '{ services { id } }', variables: { pad: 'x'.repeat(300_000) } } });
    expect(res.status).toBe(413);
  });
});
