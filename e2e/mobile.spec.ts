import { expect, test } from './support/fixtures';
import { renderOffscreenSections } from './support/axe';
import { holdHeaderCode, islandReady, wakeHeader } from './support/islands';
import { publicPages } from './support/routes';

test('the mobile menu toggles open and closed, with collapsible sections', async ({ page }) => {
  await page.goto('/');
  await wakeHeader(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const open = page.getByRole('button', { name: 'Open menu' });
  await open.click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Interior Waterproofing' })).toBeHidden();
  await menu.getByRole('button', { name: 'Services' }).click();
  await expect(menu.getByRole('link', { name: 'Interior Waterproofing' })).toBeVisible();
  await menu.getByRole('button', { name: 'Resources' }).click();
  await menu.getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers at Northrock');
  await expect(menu).toBeHidden();

  await wakeHeader(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
});

test('once the page has loaded and settled, the menu toggle is a button found by its role, nothing touched first', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
});

test('the first taps land on the menu before the header hydrates: what they opened stays open as it takes over', async ({ page }) => {
  // The header's code arrives late (a weak link): the taps work the server's <details>, and
  // the first of them has already asked for the header's hydration.
  const code = await holdHeaderCode(page);
  await page.goto('/');
  await code.requested;
  await page.locator('summary.menu-button').tap();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  await menu.locator('summary', { hasText: 'Services' }).tap();
  await expect(menu.getByRole('link', { name: 'Interior Waterproofing' })).toBeVisible();
  code.release();
  await islandReady(page, 'site-header');
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Interior Waterproofing' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Resources' })).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: 'Close menu' }).tap();
  await expect(menu).toBeHidden();
});

test('the phone link and estimate button are one tap away on a phone', async ({ page }) => {
  await page.goto('/services/interior-waterproofing');
  await expect(page.getByRole('banner').locator('a.header-phone')).toBeVisible();
  await expect(page.getByRole('banner').locator('a.header-phone')).toHaveAttribute('href', 'tel:+18885550137');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Free Estimate' })).toBeVisible();
});

/** The narrowest phones in use (320 px: iPhone SE 1st generation; 360: most Androids; 390: recent iPhones). */
const phoneWidths = [320, 360, 390];

/** What sticks out past the screen's edges: the page's own width, and any visible control, picture or heading cut off. */
async function overflowAt(page: import('@playwright/test').Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await renderOffscreenSections(page);
  return page.evaluate((w) => {
    const found: string[] = [];
    const doc = document.documentElement;
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
    if (doc.scrollWidth > w) {
      // Name the widest element, to say where to look.
      let widest: Element = doc;
      for (const el of document.body.querySelectorAll('*')) if (el.getBoundingClientRect().right > widest.getBoundingClientRect().right) widest = el;
      found.push(`page is ${doc.scrollWidth} px wide (widest: ${describe(widest)})`);
    }
    for (const el of document.querySelectorAll<HTMLElement | SVGElement>('a, button, img, svg, video, input, select, textarea, h1, h2, h3, p, table')) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (!box.width || !box.height || style.visibility === 'hidden' || el.closest('.visually-hidden, .form__trap, .skip-link, [hidden]')) continue;
      // A wide table inside its own horizontal scroller (a focusable region) is reachable, not cut off.
      let scroller = el.parentElement;
      while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX)) scroller = scroller.parentElement;
      if (scroller && scroller !== document.body && scroller !== doc) continue;
      if (box.right > w + 0.5 || box.left < -0.5) {
        found.push(`${describe(el)} spans ${Math.round(box.left)}..${Math.round(box.right)}`);
      }
    }
    return found;
  }, width);
}

test('no public page is wider than a 320, 360 or 390 px phone, and nothing is cut off at its edges', async ({ page }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  for (const { path } of publicPages) {
    await page.goto(path);
    for (const width of phoneWidths) for (const p of await overflowAt(page, width)) problems.push(`${path} at ${width} px: ${p}`);
  }
  expect(problems).toEqual([]);
});
