import { expect, test } from '../support/fixtures';
import { card, signIn, toast, unique } from './admin-support';

/**
 * Content in both languages from the back office: the admin types a service's French title beside
 * its English one, and the French page shows it on the very next request (the public read cache
 * keys by language and every save moves its version); an item saved without its French is badged in
 * its admin list.
 */
test("a service's French title, edited in its dialog, shows on the French pages at once", async ({ page }) => {
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

  // The service cards of the French pages show the database title (a service page's own heading is page copy).
  await page.goto('/fr/services');
  await expect(page.getByRole('main').getByText(title, { exact: true }).first()).toBeVisible();
  await page.goto('/fr');
  await expect(page.getByRole('main').getByText(title, { exact: true }).first()).toBeVisible();
  // The English pages keep the English title.
  await page.goto('/services');
  await expect(page.getByRole('main').getByText('Exterior Waterproofing', { exact: true }).first()).toBeVisible();
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
  // The seeds come with their French: a testimonial saved without it. Three words, so the
  // French site's leftover check (sentences of four words or more) never trips on it.
  const name = `Sans Français ${unique()}`;
  const token = await page.evaluate(() => localStorage.getItem('admin_token'));
  const headers = { authorization: `Bearer ${token}` };
  const created = await page.request.post('/api/admin/testimonials', {
    headers,
    data: { name, location: 'Sudbury, ON', text: 'Great work, thanks.', avatar: '/images/avatars/daniel-beaulieu.webp', rating: 5 },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    await page.goto('/admin/testimonials');
    const badge = card(page, name).locator('[data-french="missing"]');
    await expect(badge).toContainText('French missing');
    await expect(badge).toContainText('text');
    // A seeded testimonial has its French: no badge.
    await expect(card(page, 'Daniel Beaulieu').locator('[data-french="missing"]')).toHaveCount(0);
  } finally {
    expect((await page.request.delete(`/api/admin/testimonials/${id}`, { headers })).status()).toBe(200);
  }
});
