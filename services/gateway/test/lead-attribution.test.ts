import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import type { Json } from '../../../test/json';

/** Lead attribution over both transports: stored with the lead, filtered on, exported, charted. */

let h: Harness;
let token: string;

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const enquiry = (name: string) => ({
  name,
  email: 'lead@example.com',
  phone: '807-555-0100',
  city: 'Thunder Bay',
  subject: 'Cracked wall',
  message: 'Please call',
});

async function gql(query: string, variables: Record<string, unknown> = {}, opts: { auth?: boolean; headers?: Record<string, string> } = {}) {
  const res = await h.call('POST', '/graphql', { body: { query, variables }, token: opts.auth === false ? undefined : token, headers: opts.headers });
  return res.body as { data?: Json; errors?: { message: string; extensions?: { code?: string } }[] };
}

beforeAll(async () => {
  h = await startHarness();
  token = await h.login();
  const rest = await h.call('POST', '/api/contact', {
    body: {
      ...enquiry('Rest Google'),
      landing_page: '/?utm_source=google&utm_campaign=spring&gclid=1',
      form_page: '/contact',
      referrer: 'https://www.google.com/',
    },
    headers: { 'user-agent': IPHONE },
  });
  expect(rest.status, JSON.stringify(rest.body)).toBe(201);
  expect(rest.body).not.toHaveProperty('landing_page');
  const garbled = await h.call('POST', '/api/contact', {
    body: {
      ...enquiry('Rest Garbled'),
      landing_page: 'javascript:alert(1)',
      referrer: 12,
      utm_source: ['google'],
      utm_medium: '   ',
      utm_campaign: 'c'.repeat(1000),
    },
  });
  expect(garbled.status, JSON.stringify(garbled.body)).toBe(201);
  const graphql = await gql(
    'mutation($input: ContactInput!) { submitContact(input: $input) { id } }',
    {
      input: {
        ...enquiry('Graphql Bing'),
        landing_page: '/services/push-pier-systems',
        form_page: '/contact',
        referrer: 'https://www.bing.com/search?q=piers',
      },
    },
    { auth: false, headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0' } },
  );
  expect(graphql.errors).toBeUndefined();
});

afterAll(async () => {
  await h?.close();
});

const leadFields = 'name landing_page form_page referrer_host utm_source utm_medium utm_campaign device source';

describe('attribution on the lead', () => {
  it('is stored normalised from REST and GraphQL, with the device class', async () => {
    const page = await gql(`query { contactPage { items { ${leadFields} } } }`);
    expect(page.data.contactPage.items).toEqual([
      {
        name: 'Graphql Bing',
        landing_page: '/services/push-pier-systems',
        form_page: '/contact',
        referrer_host: 'bing.com',
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        device: 'desktop',
        source: 'bing.com',
      },
      {
        name: 'Rest Garbled',
        landing_page: null,
        form_page: null,
        referrer_host: null,
        utm_source: null,
        utm_medium: null,
        utm_campaign: 'c'.repeat(100),
        device: 'desktop', // fetch's own User-Agent
        source: 'direct',
      },
      {
        name: 'Rest Google',
        landing_page: '/?utm_source=google&utm_campaign=spring',
        form_page: '/contact',
        referrer_host: 'google.com',
        utm_source: 'google',
        utm_medium: null,
        utm_campaign: 'spring',
        device: 'phone',
        source: 'google',
      },
    ]);
  });
});

describe('source filter', () => {
  it('is the same over REST and GraphQL', async () => {
    const rest = await h.call('GET', '/api/admin/contacts?source=Google', { token });
    expect(rest.status).toBe(200);
    expect(rest.body.map((c: { name: string }) => c.name)).toEqual(['Rest Google']);
    expect(rest.body[0]).toMatchObject({ source: 'google', device: 'phone', landing_page: '/?utm_source=google&utm_campaign=spring' });
    expect(rest.headers.get('x-total-count')).toBe('1');
    const gqlPage = await gql('query { contactPage(filter: { source: "direct" }) { total items { name } } }');
    expect(gqlPage.data.contactPage).toEqual({ total: 1, items: [{ name: 'Rest Garbled' }] });
    const tooLong = await h.call('GET', `/api/admin/contacts?source=${'x'.repeat(300)}`, { token });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body).toHaveProperty('detail');
  });
});

describe('CSV export', () => {
  it('has the attribution columns and the source filter', async () => {
    const res = await fetch(`${h.baseUrl}/api/admin/contacts/export?source=bing.com`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const lines = (await res.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(
      /"Notes","Landing page","Form page","Referrer","Source","Medium","Campaign","Device","Owner","First response","Outcome","Job value","Lost reason","Visit start","Visit status","Visit booked by"$/,
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      /^"\d+",.*"Graphql Bing",.*,"\/services\/push-pier-systems","\/contact","bing.com","bing.com","","","desktop","","","Open","","","","",""$/,
    );
  });
});

describe('dashboard charts (GraphQL)', () => {
  it('count the leads by source, week and landing page', async () => {
    const res = await gql(
      `query { leadsBySource(days: 7) { source leads }
               leadsPerWeek { cities weeks { week total by_city { city leads } } }
               landingConversions(days: 90) { path views leads conversion_rate } }`,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.leadsBySource).toEqual([
      { source: 'bing.com', leads: 1 },
      { source: 'direct', leads: 1 },
      { source: 'google', leads: 1 },
    ]);
    expect(res.data.leadsPerWeek.cities).toEqual(['Thunder Bay']);
    expect(res.data.leadsPerWeek.weeks).toHaveLength(12);
    expect(res.data.leadsPerWeek.weeks.at(-1)).toMatchObject({ total: 3, by_city: [{ city: 'Thunder Bay', leads: 3 }] });
    const leadsOf = (path: string) => res.data.landingConversions.find((r: { path: string }) => r.path === path)?.leads;
    expect([leadsOf('/'), leadsOf('/services/push-pier-systems')]).toEqual([1, 1]);
  });

  it('refuse a period other than 7, 30 or 90 days, and strangers', async () => {
    const bad = await gql('query { landingConversions(days: 45) { path } }');
    expect(bad.errors?.[0]?.message).toMatch(/days must be one of 7, 30, 90/);
    const stranger = await gql('query { leadsPerWeek { cities } }', {}, { auth: false });
    expect(stranger.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('a stranger', () => {
  // Last: the lead it sends is stored (only the admin field is refused).
  it("cannot read a lead's attribution, even of the lead they send", async () => {
    const res = await gql('mutation($input: ContactInput!) { submitContact(input: $input) { id source } }', { input: enquiry('Nosy') }, { auth: false });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
