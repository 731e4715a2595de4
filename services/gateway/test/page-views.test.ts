import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAGE_VIEW_RULE } from '../src/web/web';
import { gql } from './graphql-helpers';
import { startHarness, type Harness } from './harness';

/** Page views without tracking (docs/admin.md, "What is stored about visitors"). */

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ TRUST_PROXY: 'loopback' });
});
afterAll(async () => {
  await h?.close();
});

const browser = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36' };
const page = (path: string, headers: Record<string, string> = browser) => h.call('GET', path, { headers });
const views = async (path: string) => {
  const [row] = await h.orm.em
    .fork()
    .getConnection()
    .execute<{ rows: number; views: number }[]>('select count(*)::int as rows, coalesce(sum(views), 0)::int as views from page_views where lower(path) = ?', [
      path,
    ]);
  return row!;
};
/**
 * A GET of `path` exactly as written: fetch would resolve `..`, `%2e` and `\\` before sending,
 * as browsers do, but a script sends what it likes.
 */
function rawGet(path: string, headers: Record<string, string> = browser): Promise<{ status: number; location?: string }> {
  const { hostname, port } = new URL(h.baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, location: res.headers.location }));
    });
    req.on('error', reject);
    req.end();
  });
}
/** `rawGet`, following a redirect (at most one is expected). */
async function visit(path: string, headers?: Record<string, string>): Promise<number> {
  const first = await rawGet(path, headers);
  if (first.status !== 301) return first.status;
  const next = await rawGet(first.location!, headers);
  expect(next.status, `${path} -> ${first.location}: a second redirect`).not.toBe(301);
  return next.status;
}

/** Flushes until `check` passes: each view is counted once its address's budget has answered. */
const counted = (check: () => Promise<void>) =>
  vi.waitFor(
    async () => {
      await h.pageViews.flush();
      await check();
    },
    { timeout: 5000, interval: 100 },
  );

describe('page views', () => {
  it('counts public pages per route and day, never crawlers, 404s, the back office or the visitor', async () => {
    for (const path of ['/', '/', '/warranty', '/warranty/', '/warranty?utm_source=x']) expect((await page(path)).status).toBe(200);
    await page('/', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await page('/', {}); // no user agent at all
    await page('/', { ...browser, 'sec-purpose': 'prefetch' });
    expect((await page('/no-such-page')).status).toBe(404);
    await page('/admin/login');
    await page('/api/services');
    // A view is counted once its address's budget has answered: wait for the flushes to settle.
    await counted(async () => {
      const rows = await h.orm.em.fork().getConnection().execute<{ path: string; views: number }[]>('select path, views from page_views order by path');
      expect(rows).toEqual([
        { path: '/', views: 2 },
        { path: '/warranty', views: 3 },
      ]);
    });
    const columns = await h.orm.em
      .fork()
      .getConnection()
      .execute<{ column_name: string }[]>("select column_name from information_schema.columns where table_name = 'page_views' order by column_name");
    expect(columns.map((c) => c.column_name)).toEqual(['day', 'path', 'views']);

    const token = await h.login();
    const report = await gql(h, '{ pageViews(days: 7) { path views } }', {}, token);
    expect(report.data?.pageViews).toEqual([
      { path: '/warranty', views: 3 },
      { path: '/', views: 2 },
    ]);
    expect((await gql(h, '{ pageViews { path } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('counts every one of many parallel views, across concurrent flushes', async () => {
    await Promise.all(Array.from({ length: 40 }, () => page('/careers')));
    await Promise.all([h.pageViews.flush(), h.pageViews.flush()]);
    await counted(async () => expect(await views('/careers')).toEqual({ rows: 1, views: 40 }));
  });

  it('counts other spellings of a page under its one path: the table does not grow with them', async () => {
    const spellings = ['/Services', '/SERVICES', '/%73ervices', '/%53ERVICES/', '/services//', '/sErViCeS?x=1'];
    const before = await h.orm.em.fork().getConnection().execute<{ n: number }[]>('select count(*)::int as n from page_views');
    const answers = await Promise.all(
      Array.from({ length: 140 }, (_, i) => page(spellings[i % spellings.length]!, { ...browser, 'x-forwarded-for': `198.51.100.${i}` })),
    );
    const served = answers.filter((a) => a.status === 200).length;
    expect(served).toBe(answers.length);
    await counted(async () => expect(await views('/services')).toEqual({ rows: 1, views: served }));
    const after = await h.orm.em.fork().getConnection().execute<{ n: number }[]>('select count(*)::int as n from page_views');
    expect(after[0]!.n - before[0]!.n).toBe(1);
  });

  it('counts at most the hourly budget of views from one address, however many it sends in parallel', async () => {
    const from = { ...browser, 'x-forwarded-for': '203.0.113.7' };
    const answers = await Promise.all(Array.from({ length: PAGE_VIEW_RULE.limit + 30 }, () => page('/about', from)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    await page('/about', { ...browser, 'x-forwarded-for': '203.0.113.8' });
    await counted(async () => expect(await views('/about')).toEqual({ rows: 1, views: PAGE_VIEW_RULE.limit + 1 }));
  });

  /** Other spellings of a page and the one path each must be redirected to (dot segments as the WHATWG URL parser reads them). */
  const spellings: [string, string][] = [
    ['/zz0/../services', '/services'],
    ['/a3/b/../../about', '/about'],
    ['/fr/x5/../services', '/fr/services'],
    ['/services/.', '/services'],
    ['/services/./', '/services'],
    ['/./services', '/services'],
    ['/../services', '/services'],
    ['/zz0/%2e%2e/services', '/services'],
    ['/zz0/%2E%2E/services', '/services'],
    ['/zz0/.%2E/services', '/services'],
    ['/services/%2e', '/services'],
    ['/fr/%2e/a-propos', '/fr/a-propos'],
    ['/fr/blogue/../carrieres', '/fr/carrieres'],
    ['/fr/a/b/c/%2E%2e/../../garantie', '/fr/garantie'],
    ['/Services', '/services'],
    ['/FR/Garantie', '/fr/garantie'],
    ['/%73ervices', '/services'],
    ['/fr/%53ERVICES', '/fr/services'],
    ['/services//', '/services'],
    ['//services', '/services'],
    ['/services\\', '/services'],
    ['/warranty/', '/warranty'],
    ['/warranty/?utm_source=x&b=%2e', '/warranty?utm_source=x&b=%2e'],
    ['/zz0/../warranty?utm_campaign=Spring', '/warranty?utm_campaign=Spring'],
    ['/fr/', '/fr'],
  ];

  it('answers every other spelling of a page, English or French, with a permanent redirect to its one path', async () => {
    for (const [spelling, canonical] of spellings) {
      const answer = await rawGet(spelling);
      expect(answer, spelling).toEqual({ status: 301, location: canonical });
      expect((await rawGet(canonical)).status, canonical).toBe(200);
    }
    // A page's own path, and a page that does not exist, are answered as they are.
    expect((await rawGet('/fr/services')).status).toBe(200);
    expect((await rawGet('/no-such-page')).status).toBe(404);
  });

  it('never redirects to another site, however the path is spelled', async () => {
    const hostile = [
      '//evil.com',
      '/\\evil.com',
      '/..//evil.com',
      '/.//evil.com',
      '/%2e%2e//evil.com',
      '/\\/evil.com',
      '///evil.com/x',
      '/%5cevil.com',
      '/\\\\evil.com/..',
    ];
    for (const path of hostile) {
      const answer = await rawGet(path);
      if (answer.status !== 301) continue;
      const location = answer.location!;
      expect(location, path).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, 'https://site.test').host, path).toBe('site.test');
    }
    expect(await rawGet('//evil.com')).toEqual({ status: 301, location: '/evil.com' });
    expect(await rawGet('/\\evil.com')).toEqual({ status: 301, location: '/evil.com' });
    expect(await rawGet('/..//evil.com')).toEqual({ status: 301, location: '/evil.com' });
  });

  it('counts every spelling of a page under its one path: one row per page, however many spellings', async () => {
    const paths = async () => new Set((await h.orm.em.fork().getConnection().execute<{ path: string }[]>('select path from page_views')).map((r) => r.path));
    const before = await paths();
    const pages = new Set(spellings.map(([, canonical]) => canonical.split('?')[0]!));
    const statuses: Record<string, number> = {};
    for (const [i, [spelling]] of spellings.entries()) statuses[spelling] = await visit(spelling, { ...browser, 'x-forwarded-for': `198.51.100.${i + 1}` });
    await counted(async () => expect([...(await paths())].filter((p) => pages.has(p)).sort()).toEqual([...pages].sort()));
    const added = [...(await paths())].filter((p) => !before.has(p));
    expect(
      added.filter((p) => !pages.has(p)),
      'rows of other spellings',
    ).toEqual([]);
    expect(Object.entries(statuses).filter(([, status]) => status !== 200)).toEqual([]);
  });
});
