import { expect, test } from './support/fixtures';
import { holdIslands, islandReady, wakeHeader } from './support/islands';

/**
 * The islands hydrate the server's HTML in place (docs/decisions/007-islands.md): React
 * renders it, Preact hydrates it, and not one element of it is re-created on the way. The
 * islands' entry is held back until the page has been read, so the elements the server sent
 * can be compared with the ones there once every island has hydrated. Only the mobile menu's
 * `<details>` is replaced, by design, after hydration (`useHydrated()`).
 */
for (const path of ['/', '/contact']) {
  test(`hydrating ${path} keeps every element the server rendered`, async ({ page }) => {
    const release = await holdIslands(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const islands = await page.locator('[data-island]').count();
    expect(islands).toBeGreaterThan(0);
    await page.evaluate(() => {
      const kept = Array.from(document.querySelectorAll('[data-island] *')).filter((el) => !el.closest('.mobile-nav'));
      (window as unknown as { serverElements: Element[] }).serverElements = kept;
    });

    release();
    // The lazy islands hydrate near the viewport: bring each one there.
    for (const island of await page.locator('[data-island] > *').all()) await island.scrollIntoViewIfNeeded();
    // The header hydrates once the page is idle, or on a first interaction: one.
    await wakeHeader(page);
    await expect(page.locator('[data-island][data-hydrated]')).toHaveCount(islands);

    const lost = await page.evaluate(() =>
      (window as unknown as { serverElements: Element[] }).serverElements
        .filter((el) => !el.isConnected)
        .map((el) => `<${el.localName}${el.id ? `#${el.id}` : ''} class="${el.getAttribute('class') ?? ''}">`),
    );
    expect(lost).toEqual([]);
  });
}

test('no island sits in a section the browser may skip until it nears the screen (no IntersectionObserver would see it)', async ({ page }) => {
  for (const path of ['/', '/fr']) {
    await page.goto(path);
    await expect(page.locator('.section--offscreen')).not.toHaveCount(0);
    await expect(page.locator('.section--offscreen [data-island]')).toHaveCount(0);
  }
});

// What behaves differently under preact/compat, checked where no other journey does.

test('the carousel takes over from the browser controls once hydrated: next and previous wrap', async ({ page }) => {
  await page.goto('/');
  const carousel = page.locator('.carousel');
  await carousel.scrollIntoViewIfNeeded();
  await islandReady(page, 'video-carousel');
  const slides = carousel.locator('.carousel__slide');
  const count = await slides.count();
  expect(count).toBeGreaterThan(1);
  await expect(slides.first().locator('video')).not.toHaveAttribute('controls', /.*/);
  await expect(carousel.locator('.carousel__controls')).toBeVisible();
  await carousel.getByRole('button', { name: 'Next video' }).click();
  await expect(slides.nth(1)).toBeVisible();
  await expect(slides.first()).toBeHidden();
  await expect(carousel.locator('.carousel__count')).toHaveText(`2 / ${count}`);
  await carousel.getByRole('button', { name: 'Previous video' }).click();
  await carousel.getByRole('button', { name: 'Previous video' }).click();
  await expect(carousel.locator('.carousel__count')).toHaveText(`${count} / ${count}`);
  await expect(slides.nth(count - 1)).toBeVisible();
});

test('a header dropdown closes when keyboard focus leaves it (onBlur is focusout)', async ({ page }) => {
  await page.goto('/about');
  await wakeHeader(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const services = nav.getByRole('button', { name: 'Services' });
  await services.focus();
  await page.keyboard.press('Enter');
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Resources' }).focus();
  await expect(services).toHaveAttribute('aria-expanded', 'false');
});

test.describe('a refused submission, answered by the server', () => {
  // The page answers 422, which Chromium reports in the console for any document.
  test.use({ allowedConsoleErrors: [/status of 422/] });

  test('hydrates with every typed value and error kept, and the form then edits them', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Full Name').fill('Ruth Okafor');
    await page.getByLabel('Email Address').fill('ruth@example.com');
    await page.getByLabel('Phone Number').fill('204 555 0177');
    await page.getByLabel('Subject').fill('   ');
    await page.getByLabel('Description').fill('The floor sags near the stairs.');
    // The browser's own post (as without JavaScript): the island's submit handler is not run.
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/contact') && r.request().method() === 'POST'),
      page.locator('form.form').evaluate((form: HTMLFormElement) => HTMLFormElement.prototype.submit.call(form)),
    ]);
    await islandReady(page, 'contact-form');
    await expect(page.locator('#contact-subject-error')).toHaveText('Subject is required');
    await expect(page.getByLabel('Full Name')).toHaveValue('Ruth Okafor');
    await expect(page.getByLabel('Description')).toHaveValue('The floor sags near the stairs.');
    await page.getByLabel('Subject').fill('Sagging floor');
    await expect(page.locator('#contact-subject-error')).toHaveCount(0);
    await page.getByLabel('Description').fill('The floor sags.');
    await expect(page.getByLabel('Description')).toHaveValue('The floor sags.');
  });
});

test('what a visitor typed before the form hydrated is kept, and sent', async ({ page }) => {
  const release = await holdIslands(page);
  let sent = '';
  await page.route('**/graphql', (route) => {
    sent = route.request().postData() ?? '';
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: null, errors: [{ message: 'Not now' }] }) });
  });
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Full Name').fill('Early Bird');
  await page.getByLabel('Description').fill('Typed before the script ran.');
  release();
  await islandReady(page, 'contact-form');
  await expect(page.getByLabel('Full Name')).toHaveValue('Early Bird');
  await expect(page.getByLabel('Description')).toHaveValue('Typed before the script ran.');
  await page.getByLabel('Email Address').fill('early@example.com');
  await page.getByLabel('Phone Number').fill('705 555 0100');
  await page.getByLabel('Subject').fill('Cracks');
  await page.getByRole('button', { name: 'Get My Free Estimate' }).click();
  await expect(page.getByTestId('toast')).toHaveText(/Not now/);
  expect(sent).toContain('Early Bird');
  expect(sent).toContain('Typed before the script ran.');
});
