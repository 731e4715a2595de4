import { getIntrospectionQuery } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphqlLimits } from '../src/graphql/yoga';
import { allFields, gql, gqlOk } from './graphql-helpers';
import type { Harness } from './harness';
import { signedInHarness } from './support/signed-in-harness';

/** What the public and admin queries answer, and the limits of the GraphQL transport. */

let h: Harness;
let token: string;
signedInHarness((harness, adminToken) => ([h, token] = [harness, adminToken]));

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
    // Notes, chases and replies have REST calls of their own (GET /api/admin/contacts/{id}/notes, /chases, /replies);
    // the booking link's token is the homeowner's, in the answer to their own enquiry (POST /api/contact) only.
    const except = ['notes', 'chases', 'replies', 'booking_token'];
    const data = await gqlOk(h, `query { ${field} { ${allFields(type, { except })} } }`, undefined, auth);
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
