import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql } from './graphql-helpers';
import { startHarness, type Harness } from './harness';

/** Page views without tracking (docs/admin.md, "What is stored about visitors"). */

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const browser = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36' };
const page = (path: string, headers: Record<string, string> = browser) => h.call('GET', path, { headers });

describe('page views', () => {
  it('counts public pages per route and day, never crawlers, 404s, the back office or the visitor', async () => {
    for (const path of ['/', '/', '/warranty', '/warranty/', '/warranty?utm_source=x']) expect((await page(path)).status).toBe(200);
    await page('/', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await page('/', {}); // no user agent at all
    await page('/', { ...browser, 'sec-purpose': 'prefetch' });
    expect((await page('/no-such-page')).status).toBe(404);
    await page('/admin/login');
    await page('/api/services');
    await h.pageViews.flush();

    const rows = await h.orm.em.fork().getConnection().execute<{ path: string; views: number }[]>('select path, views from page_views order by path');
    expect(rows).toEqual([
      { path: '/', views: 2 },
      { path: '/warranty', views: 3 },
    ]);
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
    const [row] = await h.orm.em.fork().getConnection().execute<{ views: number }[]>("select sum(views)::int as views from page_views where path = '/careers'");
    expect(row?.views).toBe(40);
  });
});
