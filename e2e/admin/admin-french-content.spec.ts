import { expect, test } from '../support/fixtures';
import { card, signIn, toast, unique } from './admin-support';

/**
 * Content in both languages from the back office: the admin types a service's French title beside
 * its English one, and the French page shows it on the very next request (the public read cache
 * keys by language and every save moves its version).
 */
test("a service's French title, edited in its dialog, shows on its French page at once", async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/services');
  const service = card(page, 'Exterior Waterproofing');
  await service.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog');
  // Side by side: the English title and its French twin.
  const english = dialog.getByLabel('Title', { exact: true });
  const french = dialog.getByLabel('Title (French)', { exact: true });
  await expect(english).toBeVisible();
  await expect(french).toBeVisible();
  const previous = await french.inputValue();

  const title = `Imperméabilisation extérieure ${unique()}`;
  await french.fill(title);
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Service updated successfully')).toBeVisible();

  await page.goto('/fr/services/impermeabilisation-exterieure');
  await expect(page.getByText(title).first()).toBeVisible();
  // The English page keeps the English title.
  await page.goto('/services/exterior-waterproofing');
  await expect(page.getByText(title)).toHaveCount(0);

  // Put the French title back as it was (other journeys read this page).
  await page.goto('/admin/services');
  await card(page, 'Exterior Waterproofing').getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('dialog').getByLabel('Title (French)', { exact: true }).fill(previous);
  await page.getByRole('dialog').getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Service updated successfully')).toBeVisible();
});

test('an item without French is badged "French missing" in its admin list', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/testimonials');
  await expect(page.locator('.admin-card [data-french="missing"]').first()).toContainText('French missing');
});
