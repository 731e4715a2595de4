import { expect, test, type Page } from './support/fixtures';
import { signIn } from './admin/admin-support';

/**
 * Real-user vitals on a phone (docs/web.md, "Real-user vitals"): a public page reports once per
 * page view when it is hidden, and the admin reads the result on the Dashboard on a phone.
 */

/** Hides the page as a tab switch does; answers how many beacons the page has sent so far. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    return (window as unknown as { beacons: Blob[] }).beacons.length;
  });

test('a page view on a phone sends one beacon of its vitals, which the admin then finds on the Dashboard', async ({ page }) => {
  // sendBeacon queues synchronously, inside the event: the count is exact when `hide` returns.
  // The page keeps what it sent (the request's Blob body is not in Playwright's request).
  await page.addInitScript(() => {
    const kept = window as unknown as { beacons: Blob[] };
    kept.beacons = [];
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      kept.beacons.push(data as Blob);
      return send(url, data);
    };
  });
  await page.goto('/services/exterior-waterproofing');
  // The reporter loads once the page is idle, after its islands.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/assets\/islands\/vitals-reporter-[^/]+\.js$/.test(e.name)));
  await page.getByRole('heading', { level: 1 }).click();

  const beacon = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/vitals');
  expect(await hide(page)).toBe(1);
  const request = await beacon;
  expect(request.method()).toBe('POST');
  expect(request.headers()['content-type']).toBe('application/json');
  expect(request.headers().cookie).toBeUndefined();
  const [type, text] = await page.evaluate(() => {
    const [blob] = (window as unknown as { beacons: Blob[] }).beacons;
    return Promise.all([blob!.type, blob!.text()]);
  });
  expect(type).toBe('application/json');
  const sent = JSON.parse(text) as { metrics: Record<string, number> };
  // The page's template, language, device class and connection type, and the metrics: nothing else.
  expect(Object.keys(sent)).toEqual(['template', 'language', 'device', 'connection', 'metrics']);
  expect(sent).toMatchObject({ template: 'service', language: 'en', device: 'phone' });
  expect(Object.keys(sent.metrics)).toEqual(expect.arrayContaining(['LCP', 'FCP', 'TTFB']));
  expect((await request.response())?.status()).toBe(204);
  // Hidden again (back and away): still one beacon for this page view.
  expect(await hide(page)).toBe(1);

  await signIn(page);
  await page.goto('/admin/dashboard');
  const panel = page.getByRole('region', { name: 'Real-user speed, last 28 days' });
  const pages = panel.getByRole('list', { name: 'Per page template, language and device' });
  await expect(pages.getByRole('listitem').filter({ hasText: /^Service\s*English · Phone · \d+ views?/ })).toBeVisible();
  await expect(
    panel
      .getByRole('list', { name: /^All pages on phones/ })
      .getByRole('listitem')
      .filter({ hasText: /^LCP/ }),
  ).toBeVisible();
  // Readable on the phone: the page never scrolls sideways (wide tables scroll in their own region).
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});
