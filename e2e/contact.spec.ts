import sharp from 'sharp';
import { expect, test } from './support/fixtures';
import { islandReady } from './support/islands';
import { expectStaffEmailed, query } from './support/leads';
import { personPause } from './support/person-pause';

/** Two real photos, as a phone would send them: a JPEG and a PNG with real pixels. */
async function photos() {
  const jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 120, g: 110, b: 95 } } })
    .composite([
      { input: Buffer.from('<svg width="1600" height="1200"><path d="M200 900 L700 300 L900 700" stroke="#222" stroke-width="18" fill="none"/></svg>') },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
  const png = await sharp({ create: { width: 900, height: 700, channels: 3, background: { r: 60, g: 90, b: 140 } } })
    .png()
    .toBuffer();
  return [
    { name: 'basement-crack.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    { name: 'wet-corner.png', mimeType: 'image/png', buffer: png },
  ];
}

test('a homeowner sends the form with two photos: each uploads as picked with its own progress, thank-you, reset, lead stored with both and delivered', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `e2e-${Date.now()}@example.com`;
  await page.goto('/contact');
  const shownAt = Date.now();
  await islandReady(page, 'contact-form');
  await expect(page.getByRole('heading', { name: 'Get Your Free Estimate' })).toBeVisible();
  const card = page.getByRole('complementary', { name: 'Contact Information' });
  await expect(card.getByRole('link', { name: '1-888-555-0137' })).toHaveAttribute('href', 'tel:+18885550137');
  await expect(card).toContainText('Monday to Friday');

  // Each photo's bytes wait a little on their way, so its bar can be seen before it is done.
  await page.route('**/api/tus/**', async (route) => {
    if (route.request().method() === 'PATCH') await new Promise((r) => setTimeout(r, 700));
    await route.continue();
  });
  await page.getByLabel(/Photos/).setInputFiles(await photos());
  await expect(page.getByText('2 file(s) selected')).toBeVisible();
  // One bar per photo, before anything is sent: preparing (shrinking) or a percentage, then uploaded.
  const bar = (name: string) => page.getByRole('progressbar', { name: new RegExp(`^${name.replace('.', '\\.')}: `) });
  await expect(bar('basement-crack.jpg')).toHaveAccessibleName(/: (Preparing…|\d+%)$/);
  await expect(bar('wet-corner.png')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove wet-corner.png' })).toBeVisible();

  await page.getByLabel('Full Name').fill('Marie Tremblay');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Phone Number').fill('(807) 555-0142');
  await page.getByLabel('Address', { exact: true }).fill('412 Red River Rd');
  await page.getByLabel('City').fill('Thunder Bay');
  await page.getByLabel('Subject').fill('Water in the basement every spring');
  await page.getByLabel('Description').fill('Water comes in at the north-east corner.\nThe wall has a long crack.');
  await expect(bar('basement-crack.jpg')).toHaveAccessibleName('basement-crack.jpg: Uploaded', { timeout: 30_000 });
  await expect(bar('wet-corner.png')).toHaveAccessibleName('wet-corner.png: Uploaded', { timeout: 30_000 });
  await expect(bar('basement-crack.jpg')).toHaveJSProperty('value', 100);

  // The answer is slowed down so the busy state can be seen.
  await page.route('**/graphql', async (route) => {
    await new Promise((r) => setTimeout(r, 700));
    await route.continue();
  });
  await personPause(shownAt);
  await page.getByRole('button', { name: 'Get My Free Estimate' }).click();
  await expect(page.getByRole('button', { name: 'Uploading photos...' })).toBeDisabled();

  await expect(page.getByText("Thank you! We'll contact you within 24 hours.").first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Full Name')).toHaveValue('');
  await expect(page.getByText(/file\(s\) selected/)).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  const [stored] = await query<{ id: number; status: string; city: string; photo_urls: string[]; client_id: string }>(
    'select id, status, city, photo_urls, client_id from contact_submissions where email = $1',
    [email],
  );
  expect(stored).toMatchObject({ status: 'new', city: 'Thunder Bay' });
  expect(stored!.photo_urls).toHaveLength(2);
  for (const url of stored!.photo_urls) expect(url).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\.(jpg|png)$/);
  // Both went by tus, under the enquiry's client id, and the lead claimed them.
  const uploads = await query<{ submission_id: number; completed_at: Date | null }>('select submission_id, completed_at from uploads where client_id = $1', [
    stored!.client_id,
  ]);
  expect(uploads).toHaveLength(2);
  for (const upload of uploads) expect(upload).toMatchObject({ submission_id: stored!.id, completed_at: expect.any(Date) });

  // The worker processes the photos and emails the staff: an .eml in DATA_DIR/outbox.
  await expectStaffEmailed(stored!.id, 'Marie Tremblay');
});

test.describe('posted at once, as a script does (no JavaScript: the page as served, its form posted straight back)', () => {
  // A script neither runs the page's JavaScript nor waits for it: without the island's hydration
  // and the page's other loads, this post leaves well within the 3 seconds even on a slow, busy machine.
  test.use({ javaScriptEnabled: false });

  test('a form sent at once is thanked like any other and reaches staff as possible spam, with no homeowner confirmation', async ({ page }) => {
    const email = `e2e-fast-${Date.now()}@example.com`;
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    // As a script does: the fields as served (the form's token included), posted straight back,
    // so the post leaves milliseconds after the page, however slow the browser is to type.
    const served: Record<string, string> = {};
    for (const field of await page.locator('form[action="/contact"] input[name]:not([type=file]), form[action="/contact"] textarea[name]').all()) {
      served[(await field.getAttribute('name'))!] = (await field.getAttribute('value')) ?? '';
    }
    const filled = { name: 'Quick Script', email, phone: '204 555 0199', subject: 'Cheap offers', message: 'Posted by a script.' };
    for (const key of Object.keys(filled)) expect(served, `the form serves a field named ${key}`).toHaveProperty(key);
    const origin = new URL(page.url()).origin;
    const answer = await page.request.post('/contact', { multipart: { ...served, ...filled }, headers: { origin, referer: `${origin}/contact` } });
    expect(answer.status()).toBe(200);
    await page.setContent(await answer.text());
    await expect(page.getByText("Thank you! We'll contact you within 24 hours.")).toBeVisible();
    const [stored] = await query<{ id: number; spam_reason: string | null; possible_spam: boolean; spam_at: string | null }>(
      'select id, spam_reason, possible_spam, spam_at from contact_submissions where email = $1',
      [email],
    );
    expect(stored).toMatchObject({ possible_spam: true, spam_at: null });
    expect(stored!.spam_reason).toMatch(/less than 3 seconds/);
    // Speed alone hides no lead: its staff e-mail is queued; the confirmation waits for "Not spam".
    const jobs = await query<{ job_name: string }>("select job_name from outbox_messages where payload->>'submission_id' = $1", [String(stored!.id)]);
    expect(jobs.map((j) => j.job_name)).toEqual(['contact.notify-staff']);
  });
});

test('the form refuses a sixth photo in the browser and sends nothing', async ({ page }) => {
  let uploads = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/upload') || r.url().includes('/api/tus')) uploads += 1;
  });
  await page.goto('/contact');
  await islandReady(page, 'contact-form');
  const [one] = await photos();
  await page.getByLabel(/Photos/).setInputFiles([1, 2, 3, 4, 5, 6].map((i) => ({ ...one!, name: `photo-${i}.jpg` })));
  await expect(page.getByText('You can attach at most 5 photos.')).toBeVisible();
  await page.getByLabel('Full Name').fill('Sam');
  await page.getByLabel('Email Address').fill('sam@example.com');
  await page.getByLabel('Phone Number').fill('204 555 0199');
  await page.getByLabel('Subject').fill('Bowing wall');
  await page.getByLabel('Description').fill('Basement wall bows inward.');
  await page.getByRole('button', { name: 'Get My Free Estimate' }).click();
  // The lead goes without them: once it is thanked, any photo upload would have been sent (photos go first).
  await expect(page.getByText("Thank you! We'll contact you within 24 hours.").first()).toBeVisible({ timeout: 20_000 });
  expect(uploads).toBe(0);
});

test('a server error keeps what was typed and shows the server detail', async ({ page }) => {
  await page.route('**/graphql', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ data: null, errors: [{ message: 'Too many enquiries; try again in a minute' }] }),
    }),
  );
  await page.goto('/contact');
  await islandReady(page, 'contact-form');
  await page.getByLabel('Full Name').fill('Pat');
  await page.getByLabel('Email Address').fill('pat@example.com');
  await page.getByLabel('Phone Number').fill('705 555 0100');
  await page.getByLabel('Subject').fill('Cracks');
  await page.getByLabel('Description').fill('Stair-step cracks.');
  await page.getByRole('button', { name: 'Get My Free Estimate' }).click();
  await expect(page.getByText('Too many enquiries; try again in a minute')).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('Pat');
  await page.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(page.getByTestId('toast')).toHaveCount(0);
});
