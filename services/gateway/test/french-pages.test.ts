import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import type { Json } from '../../../test/json';

/**
 * The French pages as the server renders them (the built website, as `make test` builds it
 * first): no text the pages take from the database is English where its French twin is filled,
 * on every French route of the sitemap, also after a client of the documented API has replaced
 * the site settings and a service with their English fields only. And every `JobPosting` has
 * what Google's job results require. Server-side: cheaper than a browser, and it reads the
 * database for the English to look for instead of comparing with the English page.
 */

let h: Harness;
let token: string;
/** Read on the fresh install, where every seeded field has its French: what must never show on a French page. */
let english: Map<string, string>;
beforeAll(async () => {
  h = await startHarness();
  token = await h.login();
  english = await englishWithFrench();
});
afterAll(() => h?.close());

const sql = <T = Record<string, unknown>>(query: string) => h.orm.em.fork().getConnection().execute<T[]>(query);

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decode = (html: string) =>
  html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) =>
    name.startsWith('#') ? String.fromCodePoint(Number(name.startsWith('#x') ? `0x${name.slice(2)}` : name.slice(1))) : (entities[name] ?? whole),
  );
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const plainText = (html: string) => squash(decode(html.replace(/<[^>]*>/g, ' ')));

/** What a page says: its text (JSON-LD included) and the attributes people or search engines read. */
function pageText(html: string): string {
  const attributes = [...html.matchAll(/\s(?:content|alt|title|aria-label)="([^"]*)"/g)].map(([, v]) => v);
  return `${plainText(html)} ${squash(decode(attributes.join(' ')))}`;
}

/**
 * The English sentences (four words or more) of every content field whose French twin is filled
 * and does not say the same sentence: every table with `*_fr` columns, found in the schema.
 */
async function englishWithFrench(): Promise<Map<string, string>> {
  const columns = await sql<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns where table_schema = current_schema() and column_name like '%\\_fr'`,
  );
  const sentences = new Map<string, string>();
  for (const { table_name: table, column_name: twin } of columns) {
    const english = twin.slice(0, -3);
    const rows = await sql<{ en: string; fr: string }>(
      `select "${english}" as en, "${twin}" as fr from "${table}" where "${twin}" <> '' and "${english}" <> ''`,
    );
    for (const { en, fr } of rows) {
      const french = plainText(fr);
      for (const sentence of plainText(en).split(/(?<=[.!?])\s+/)) {
        if (sentence.split(' ').length >= 4 && !french.includes(sentence)) sentences.set(sentence, `${table}.${english}`);
      }
    }
  }
  return sentences;
}

async function frenchRoutes(): Promise<string[]> {
  const xml = await (await fetch(`${h.baseUrl}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname).filter((p) => p === '/fr' || p.startsWith('/fr/'));
}

/** Each French page's English leftovers: "page: sentence (table.field)". */
async function englishOnFrenchPages(): Promise<string[]> {
  expect(english.size).toBeGreaterThan(50);
  const routes = await frenchRoutes();
  expect(routes.length).toBeGreaterThanOrEqual(25);
  const leftovers: string[] = [];
  for (const path of routes) {
    const res = await fetch(`${h.baseUrl}${path}`);
    expect(res.status, path).toBe(200);
    const text = pageText(await res.text());
    for (const [sentence, field] of english) if (text.includes(sentence)) leftovers.push(`${path}: ${sentence} (${field})`);
  }
  return leftovers;
}

describe('the French pages', () => {
  it('show no English text from the database where its French twin is filled', async () => {
    expect(await englishOnFrenchPages()).toEqual([]);
  });

  it('keep their French after a client of the documented API replaces the settings and a service with their English fields', async () => {
    const settings = (await h.call('GET', '/api/admin/site-settings', { token })).body as Record<string, Json>;
    const documented = ['company_name', 'tagline', 'description', 'phone', 'email', 'address', 'logo'];
    const put = await h.call('PUT', '/api/admin/site-settings', { token, body: Object.fromEntries(documented.map((k) => [k, settings[k]])) });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ tagline_fr: settings.tagline_fr, description_fr: settings.description_fr, address_fr: settings.address_fr });

    const [service] = (await h.call('GET', '/api/admin/services', { token })).body as Record<string, Json>[];
    const fields = ['title', 'slug', 'description', 'image', 'featured', 'order'];
    const saved = await h.call('PUT', `/api/admin/services/${service!.id}`, { token, body: Object.fromEntries(fields.map((k) => [k, service![k]])) });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ title_fr: service!.title_fr, description_fr: service!.description_fr });

    expect(await englishOnFrenchPages()).toEqual([]);
  });
});

/** Google's job results (developers.google.com/search/docs/appearance/structured-data/job-posting): what a posting must carry. */
function jobPostingProblems(posting: Record<string, Json>): string[] {
  const problems: string[] = [];
  const text = (v: Json) => typeof v === 'string' && v.trim().length > 0;
  for (const key of ['title', 'description', 'datePosted', 'validThrough', 'employmentType']) if (!text(posting[key])) problems.push(`${key} missing`);
  if (text(posting.datePosted) && Number.isNaN(Date.parse(posting.datePosted))) problems.push('datePosted is not a date');
  if (text(posting.validThrough) && !(Date.parse(posting.validThrough) > Date.parse(posting.datePosted))) problems.push('validThrough is not after datePosted');
  if (!['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'].includes(posting.employmentType)) {
    problems.push('employmentType is not one of Google’s');
  }
  if (posting.hiringOrganization?.['@type'] !== 'Organization' || !text(posting.hiringOrganization?.name)) problems.push('hiringOrganization.name missing');
  // One Place or several (a role worked from more than one city).
  const places = [posting.jobLocation ?? []].flat() as Json[];
  if (!places.length) problems.push('jobLocation missing');
  for (const [i, place] of places.entries()) {
    const address = place?.address ?? {};
    if (place?.['@type'] !== 'Place' || address['@type'] !== 'PostalAddress') problems.push(`jobLocation[${i}] is not a Place with a PostalAddress`);
    for (const key of ['addressLocality', 'addressRegion', 'addressCountry'])
      if (!text(address[key])) problems.push(`jobLocation[${i}].address.${key} missing`);
    if (text(address.addressCountry) && !/^[A-Z]{2}$/.test(address.addressCountry))
      problems.push(`jobLocation[${i}].address.addressCountry is not ISO 3166-1 alpha-2`);
  }
  return problems;
}

describe('the careers pages’ JobPosting structured data', () => {
  it.each(['/careers', '/fr/carrieres'])('%s: every posting has what Google requires, each location its country', async (path) => {
    const html = await (await fetch(`${h.baseUrl}${path}`)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json!) as Json);
    const postings = blocks.flat().filter((item: Json) => item['@type'] === 'JobPosting');
    expect(postings.length).toBeGreaterThanOrEqual(4);
    for (const posting of postings) expect([posting.title, jobPostingProblems(posting)]).toEqual([posting.title, []]);
  });
});
