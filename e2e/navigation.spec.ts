import { expect, test } from './support/fixtures';
import { holdHeaderCode, holdIslands, islandReady, wakeHeader } from './support/islands';

test.describe('desktop header', () => {
  test('the Services dropdown opens on hover and lists the seven service pages', async ({ page }) => {
    await page.goto('/');
    await wakeHeader(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const link = nav.getByRole('link', { name: 'Push Pier Systems' });
    await expect(link).toBeHidden();
    await nav.getByRole('button', { name: 'Services' }).hover();
    await expect(link).toBeVisible();
    await expect(nav.locator('#' + (await nav.getByRole('button', { name: 'Services' }).getAttribute('aria-controls'))).getByRole('link')).toHaveCount(7);
    await link.click();
    await expect(page).toHaveURL(/\/services\/push-pier-systems$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Push Pier');
  });

  test('the Resources dropdown opens on hover and works from the keyboard', async ({ page }) => {
    await page.goto('/about');
    await wakeHeader(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const resources = nav.getByRole('button', { name: 'Resources' });
    await resources.hover();
    for (const name of ['Testimonials', 'Warranty', 'Our Systems', 'Resources & FAQ', 'Careers']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    await page.mouse.move(5, 600);
    await expect(nav.getByRole('link', { name: 'Warranty' })).toBeHidden();

    await resources.focus();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Testimonials' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Warranty' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(resources).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Warranty' })).toBeHidden();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/testimonials$/);
  });

  test('a dropdown the pointer opened before the header hydrated stays open as it takes over, and closes as the pointer leaves', async ({ page }) => {
    const code = await holdHeaderCode(page);
    await page.goto('/about');
    await code.requested;
    const nav = page.getByRole('navigation', { name: 'Main' });
    const services = nav.getByRole('button', { name: 'Services' });
    // The first interaction: the pointer comes onto the dropdown (the stylesheet opens it).
    await services.hover();
    await expect(nav.getByRole('link', { name: 'Push Pier Systems' })).toBeVisible();
    code.release();
    await islandReady(page, 'site-header');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Push Pier Systems' })).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Push Pier Systems' })).toBeHidden();
  });

  test("a visitor who scrolled before the islands' script ran gets the scrolled header once it runs", async ({ page }) => {
    const release = await holdIslands(page);
    await page.goto('/');
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
    release();
    await islandReady(page, 'site-header');
    await expect(page.getByRole('banner')).toHaveClass(/is-scrolled/);
  });

  test('the header changes style past 50 px of scroll, and a route change scrolls back to the top', async ({ page }) => {
    // Once the islands' script has asked for the header's code (the page idle), a scroll changes
    // its style.
    const listening = page.waitForRequest(/\/assets\/islands\/site-header-[^/]+\.js$/);
    await page.goto('/');
    await listening;
    const header = page.getByRole('banner');
    await expect(header).not.toHaveClass(/is-scrolled/);
    await page.mouse.wheel(0, 1200);
    await expect(header).toHaveClass(/is-scrolled/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(header).not.toHaveClass(/is-scrolled/);
    // The inlined stylesheet survives hydration and client navigation.
    await expect(header).toHaveCSS('position', 'sticky');
  });

  test('the footer shows company info from the server and links to /services, /projects and the city pages', async ({ page }) => {
    await page.goto('/warranty');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: '1-888-555-0137' })).toHaveAttribute('href', 'tel:+18885550137');
    await expect(footer.getByRole('link', { name: 'info@northrock.example' })).toBeVisible();
    for (const href of ['/services', '/projects', '/thunder-bay-foundation-repair', '/winnipeg-foundation-repair', '/sudbury-foundation-repair']) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
  });

  test('home stat counters count up to their targets', async ({ page }) => {
    await page.goto('/');
    const values = page.getByTestId('stat-value');
    await values.first().scrollIntoViewIfNeeded();
    await expect(values).toHaveText(['2000+', '25+', '98%', '15+'], { timeout: 5000 });
  });

  // The accordion is exclusive <details name> elements: the browser keeps one open, with or
  // without JavaScript (the page ships none for it), so the journey reads their open state.
  test('FAQ accordion keeps one answer open', async ({ page }) => {
    await page.goto('/resources');
    const item = (question: string) => page.locator('details', { has: page.locator('summary', { hasText: question }) });
    const first = item('How much do push piers cost?');
    const second = item('How long does a foundation repair take?');
    await first.locator('summary').click();
    await expect(page.getByText('Push piers cost $3,000-$5,000 per pier')).toBeVisible();
    await expect(first).toHaveJSProperty('open', true);
    await second.locator('summary').click();
    await expect(page.getByText('Push piers cost $3,000-$5,000 per pier')).toBeHidden();
    await expect(first).toHaveJSProperty('open', false);
    await expect(second).toHaveJSProperty('open', true);
    await second.locator('summary').click();
    await expect(second).toHaveJSProperty('open', false);
    await expect(page.locator('details[open]')).toHaveCount(0);
  });
});
