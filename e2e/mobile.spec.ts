import { expect, test } from './support/fixtures';
import { islandReady } from './support/islands';

test('the mobile menu toggles open and closed, with collapsible sections', async ({ page }) => {
  await page.goto('/');
  await islandReady(page, 'site-header');
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

  await islandReady(page, 'site-header');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
});

test('the phone link and estimate button are one tap away on a phone', async ({ page }) => {
  await page.goto('/services/interior-waterproofing');
  await expect(page.getByRole('banner').locator('a.header-phone')).toBeVisible();
  await expect(page.getByRole('banner').locator('a.header-phone')).toHaveAttribute('href', 'tel:+18885550137');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Free Estimate' })).toBeVisible();
});
