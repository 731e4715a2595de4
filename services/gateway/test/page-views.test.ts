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
});
