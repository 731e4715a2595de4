import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Locator, type Page } from '../support/fixtures';
import { wakeHeader } from '../support/islands';
import { query } from '../support/leads';
import { personPause } from '../support/person-pause';
import { signIn, toast, unique } from './admin-support';

/**
 * Lead attribution end to end (docs/admin.md, "What is stored about leads"): a visitor arrives
 * from a campaign, browses, sends the form; the office sees where the lead came from on its
 * card, in the CSV export and in the dashboard charts' tables.
 */

/** A count in a dashboard chart's table: the row whose header is `row`, its `column`-th cell (0 when absent). */
async function tableCount(table: Locator, row: string, column = 0): Promise<number> {
  const cells = table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name: row, exact: true }) })
    .getByRole('cell');
  if (!(await cells.count())) return 0;
  return Number(await cells.nth(column).textContent());
}

async function dashboardCounts(page: Page): Promise<{ google: number; home: number }> {
  await page.goto('/admin/dashboard');
  const panel = page.getByRole('region', { name: 'Where leads come from' });
  await expect(panel.getByRole('img', { name: /leads by source/ })).toBeVisible();
  for (const summary of await panel.getByText('Show the table').all()) await summary.click();
  const sources = panel.getByRole('table', { name: /Leads by source, last 30 days/ });
  const landing = panel.getByRole('table', { name: /per landing page, last 30 days/ });
  await expect(sources).toBeVisible();
  await expect(landing).toBeVisible();
  return { google: await tableCount(sources, 'google'), home: await tableCount(landing, '/', 1) };
}

async function sendForm(page: Page, name: string, email: string): Promise<void> {
  const shownAt = Date.now();
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Phone Number').fill('807-555-0142');
  await page.getByLabel('City').fill('Thunder Bay');
  await page.getByLabel('Subject').fill('Foundation repair');
  await page.getByLabel('Description').fill('The porch is sinking.');
  await personPause(shownAt);
  await page.getByRole('button', { name: 'Get My Free Estimate' }).click();
}

/** A visitor of their own: a fresh context has an empty sessionStorage, as a new tab would. */
async function visitor(browser: Browser, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled });
  return context.newPage();
}

test('a lead keeps its landing page, form page and campaign; the office sees them on the card, in the CSV and on the dashboard', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const name = `Campaign ${unique()}`;
  await signIn(page);
  const before = await dashboardCounts(page);

  // The visitor: from a Google ad to the home page, then a service page, then the contact form.
  const home = await visitor(browser);
  await home.goto('/?utm_source=google&utm_campaign=spring', { referer: 'https://www.google.com/' });
  // The islands remember the landing page once the page has loaded.
  await expect.poll(() => home.evaluate(() => sessionStorage.getItem('northrock:visit'))).not.toBeNull();
  await home.goto('/services/push-pier-systems');
  await wakeHeader(home);
  await home.goto('/contact');
  await expect(home.locator('[data-island="contact-form"][data-hydrated]')).toBeAttached();
  await sendForm(home, name, 'campaign@example.com');
  await expect(toast(home, "Thank you! We'll contact you within 24 hours.")).toBeVisible({ timeout: 20_000 });
  // Nothing about the visit is left on the device but the tab's own sessionStorage: no cookie.
  expect(await home.context().cookies()).toEqual([]);
  await home.context().close();

  // The office: the lead's card.
  await page.goto('/admin/contacts');
  await page.getByLabel('Search contacts').fill(name);
  const lead = page.locator('article.contact-card').filter({ has: page.getByRole('heading', { name }) });
  await expect(lead).toHaveCount(1);
  const origin = lead.locator('.contact-card__attribution');
  await expect(origin).toContainText('Landing page: /?utm_source=google&utm_campaign=spring');
  await expect(origin).toContainText('Form page: /contact');
  await expect(origin).toContainText('Referrer: google.com');
  await expect(origin).toContainText('Source: google');
  await expect(origin).toContainText('Campaign: spring');
  await expect(origin).toContainText('Device: Desktop');

  // The Source filter, and the CSV export of what it shows.
  await page.getByLabel('Search contacts').fill('');
  await page.getByLabel('Filter by source').selectOption('google');
  await expect(page).toHaveURL(/[?&]source=google/);
  await expect(lead).toHaveCount(1);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toContain('"Landing page","Form page","Referrer","Source","Medium","Campaign","Device"');
  const row = csv.split('\r\n').find((line) => line.includes(name));
  // Owner (whoever the assignment gives it: other journeys add estimators, who share leads), first response,
  // outcome, job value, lost reason, then the visit columns (start, status, booked by): none booked here.
  expect(row).toMatch(/"\/\?utm_source=google&utm_campaign=spring","\/contact","google.com","google","","spring","desktop","[^"]*","","Open","","","","",""$/);

  // The dashboard's tables count it: under source google and under the landing page /.
  const after = await dashboardCounts(page);
  expect(after.google).toBeGreaterThan(before.google);
  expect(after.home).toBeGreaterThan(before.home);
});

test('without JavaScript the form page stands in for the landing page', async ({ browser }) => {
  const email = `nojs-attribution-${unique()}@example.com`;
  const page = await visitor(browser, false);
  await page.goto('/contact');
  await sendForm(page, 'Ruth Okafor', email);
  await expect(page.getByRole('status').filter({ hasText: "Thank you! We'll contact you within 24 hours." })).toBeVisible();
  const [stored] = await query<Record<string, string | null>>(
    'select landing_page, form_page, referrer_host, utm_source, source, device from contact_submissions where email = $1',
    [email],
  );
  expect(stored).toEqual({ landing_page: '/contact', form_page: '/contact', referrer_host: null, utm_source: null, source: 'direct', device: 'desktop' });
  await page.context().close();
});
