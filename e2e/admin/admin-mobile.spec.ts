import { expect, test, type Page } from '../support/fixtures';
import { signIn } from './admin-support';

// The narrowest phone the office uses (no layout break at 360 px).
test.use({ viewport: { width: 360, height: 740 } });

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(0);
}

test('every admin screen fits 360 px and the sidebar opens from the menu button', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await noHorizontalScroll(page);

  await signIn(page);
  for (const path of ['dashboard', 'services', 'projects', 'videos', 'blog', 'testimonials', 'contacts', 'settings']) {
    await page.goto(`/admin/${path}`);
    await expect(page.locator('.admin-state[role="status"]')).toHaveCount(0);
    await noHorizontalScroll(page);
  }

  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  await expect(nav).toBeHidden();
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Blog Posts' }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(nav).toBeHidden();

  await page.getByRole('button', { name: 'Add Blog Post' }).click();
  await expect(page.getByRole('dialog', { name: 'Add New Blog Post' })).toBeVisible();
  await noHorizontalScroll(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
