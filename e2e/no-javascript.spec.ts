import sharp from 'sharp';
import { expect, test } from './support/fixtures';
import { personPause } from './support/person-pause';
import { expectStaffEmailed, query } from './support/leads';

/**
 * The public site with JavaScript off: the same server-rendered React components work as
 * plain HTML (menus through hover, focus and <details>, the FAQ as exclusive <details>, the
 * contact form as one multipart post to its own page).
 */
test.use({ javaScriptEnabled: false });

test('both header dropdowns lead to their pages: by hover, and by keyboard focus', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const pushPiers = nav.getByRole('link', { name: 'Push Pier Systems' });
  await expect(pushPiers).toBeHidden();
  await nav.getByRole('button', { name: 'Services' }).hover();
  await expect(pushPiers).toBeVisible();
  await pushPiers.click();
  await expect(page).toHaveURL(/\/services\/push-pier-systems$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Push Pier');

  // Keyboard only: Tab onto the Resources button opens its menu (focus inside), Tab walks it.
  const resources = nav.getByRole('button', { name: 'Resources' });
  await resources.focus();
  await expect(nav.getByRole('link', { name: 'Testimonials' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Testimonials' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Warranty' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/warranty$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Warrant');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the mobile menu opens and closes, its sections expand, and its links navigate', async ({ page }) => {
    await page.goto('/about');
    const toggle = page.locator('summary[aria-label="Menu"]');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await toggle.click();
    await expect(menu).toBeHidden();
    await toggle.click();
    const interior = menu.getByRole('link', { name: 'Interior Waterproofing' });
    await expect(interior).toBeHidden();
    await menu.locator('summary', { hasText: 'Services' }).click();
    await expect(interior).toBeVisible();
    await menu.locator('summary', { hasText: 'Resources' }).click();
    await menu.getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers at Northrock');
    await expect(menu).toBeHidden();
  });
});

test('the FAQ opens one answer at a time', async ({ page }) => {
  await page.goto('/resources');
  const item = (question: string) => page.locator('details', { has: page.locator('summary', { hasText: question }) });
  const first = item('How much do push piers cost?');
  const second = item('How long does a foundation repair take?');
  await expect(page.getByText('Push piers cost $3,000-$5,000 per pier')).toBeHidden();
  await first.locator('summary').click();
  await expect(page.getByText('Push piers cost $3,000-$5,000 per pier')).toBeVisible();
  await second.locator('summary').click();
  await expect(page.getByText('Push piers cost $3,000-$5,000 per pier')).toBeHidden();
  await expect(page.locator('details[open]')).toHaveCount(1);
  await second.locator('summary').click();
  await expect(page.locator('details[open]')).toHaveCount(0);
});

test('the counters show their final figures and the carousel its first reel, playable', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('stat-value')).toHaveText(['2000+', '25+', '98%', '15+']);
  const slides = page.locator('.carousel__slide');
  await expect(slides.first()).toBeVisible();
  await expect(slides.nth(1)).toBeHidden();
  await expect(slides.first().locator('video')).toHaveAttribute('controls', '');
});

async function photos() {
  const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 120, g: 110, b: 95 } } })
    .jpeg({ quality: 85 })
    .toBuffer();
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 60, g: 90, b: 140 } } })
    .png()
    .toBuffer();
  return [
    { name: 'crack.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    { name: 'corner.png', mimeType: 'image/png', buffer: png },
  ];
}

test('the contact form posts with two photos: the lead is stored, staff are emailed, the page says so', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `nojs-${Date.now()}@example.com`;
  await page.goto('/contact');
  const shownAt = Date.now();
  await page.getByLabel('Full Name').fill('Ruth Okafor');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Phone Number').fill('(204) 555-0177');
  await page.getByLabel('City').fill('Winnipeg');
  await page.getByLabel('Subject').fill('Crack in the basement wall');
  await page.getByLabel('Description').fill('A long crack on the south wall.\nIt leaks in April.');
  await page.getByLabel(/Photos/).setInputFiles(await photos());
  await personPause(shownAt);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/contact') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Get My Free Estimate' }).click(),
  ]);
  expect(response.status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: "Thank you! We'll contact you within 24 hours." })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('');

  const [stored] = await query<{ id: number; status: string; city: string; photo_urls: string[] }>(
    'select id, status, city, photo_urls from contact_submissions where email = $1',
    [email],
  );
  expect(stored).toMatchObject({ status: 'new', city: 'Winnipeg' });
  expect(stored!.photo_urls).toHaveLength(2);
  await expectStaffEmailed(stored!.id, 'Ruth Okafor');
});

test.describe('a refused submission', () => {
  // The page answers 422, which Chromium reports in the console for any document.
  test.use({ allowedConsoleErrors: [/status of 422/] });

  test('a submission missing a field answers with the error next to it and every typed value kept', async ({ page }) => {
    const email = `nojs-missing-${Date.now()}@example.com`;
    await page.goto('/contact');
    await page.getByLabel('Full Name').fill('Ruth Okafor');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Phone Number').fill('204 555 0177');
    await page.getByLabel('Address', { exact: true }).fill('88 Main St');
    // Spaces pass the browser's `required` check; the server's schema trims them: Subject is missing.
    await page.getByLabel('Subject').fill('   ');
    await page.getByLabel('Description').fill('The floor sags near the stairs.');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/contact') && r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Get My Free Estimate' }).click(),
    ]);
    expect(response.status()).toBe(422);
    await expect(page.locator('#contact-subject-error')).toHaveText('Subject is required');
    await expect(page.getByLabel('Subject')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Full Name')).toHaveValue('Ruth Okafor');
    await expect(page.getByLabel('Email Address')).toHaveValue(email);
    await expect(page.getByLabel('Phone Number')).toHaveValue('204 555 0177');
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue('88 Main St');
    await expect(page.getByLabel('Description')).toHaveValue('The floor sags near the stairs.');
    expect(await query('select id from contact_submissions where email = $1', [email])).toHaveLength(0);
  });
});

test('another site cannot post the form', async ({ request }) => {
  const res = await request.post('/contact', {
    headers: { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
    multipart: { name: 'X', email: 'x@example.com', phone: '2045550100', subject: 'S', message: 'M' },
  });
  expect(res.status()).toBe(403);
  const noHeaders = await request.post('/contact', { multipart: { name: 'X', email: 'x@example.com', phone: '2045550100', subject: 'S', message: 'M' } });
  expect(noHeaders.status()).toBe(403);
});
