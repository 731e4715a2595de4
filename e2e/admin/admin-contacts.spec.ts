import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from '@northrock/core/platform';
import { expect, test, type Page } from '../support/fixtures';
import { personPause } from '../support/person-pause';
import { signIn, toast, unique } from './admin-support';

const photos = ['web/public/images/avatars/daniel-beaulieu.webp', 'web/public/images/avatars/gord-friesen.webp'].map((p) => join(repoRoot, p));

async function newContacts(page: Page): Promise<number> {
  await page.goto('/admin/dashboard');
  const value = page.locator('.stat-card--new_contacts .stat-card__value');
  await expect(value).toHaveText(/^\d+$/);
  return Number(await value.textContent());
}

test('a lead sent from /contact reaches Contacts with its photos; staff work it from there', async ({ page }) => {
  const name = `Lead ${unique()}`;

  // The homeowner's side.
  await page.goto('/contact');
  const shownAt = Date.now();
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email Address').fill('homeowner@example.com');
  await page.getByLabel('Phone Number').fill('807-555-0142');
  await page.getByLabel('City').fill('Thunder Bay');
  await page.getByLabel('Address', { exact: true }).fill('12 Bay St');
  await page.getByLabel('Subject').fill('Water in the basement');
  await page.getByLabel('Description').fill('Water after rain.\nThe north wall is cracked.');
  await page.getByLabel(/Photos/).setInputFiles(photos);
  await personPause(shownAt);
  await page.getByRole('button', { name: 'Get My Free Estimate' }).click();
  await expect(toast(page, "Thank you! We'll contact you within 24 hours.")).toBeVisible({ timeout: 20_000 });

  // The office's side.
  await signIn(page);
  // The dashboard in a second tab, read just before and after the status change.
  const dashboard = await page.context().newPage();
  await page.goto('/admin/contacts');
  await expect(page.getByRole('heading', { name: 'Contact Submissions' })).toBeVisible();
  await expect(page.getByText(/^Total: \d+$/)).toBeVisible();
  await page.getByLabel('Search contacts').fill(name);
  const lead = page.locator('article.contact-card').filter({ has: page.getByRole('heading', { name }) });
  await expect(lead).toHaveCount(1);
  await expect(page.getByText('Total: 1')).toBeVisible();

  await expect(lead.getByRole('link', { name: 'homeowner@example.com' })).toHaveAttribute('href', 'mailto:homeowner@example.com');
  await expect(lead.getByRole('link', { name: '807-555-0142' })).toHaveAttribute('href', 'tel:807-555-0142');
  await expect(lead).toContainText('12 Bay St, Thunder Bay');
  await expect(lead).toContainText('Water in the basement');
  expect(await lead.locator('.contact-card__message').innerText()).toBe('Water after rain.\nThe north wall is cracked.');
  const badge = lead.locator('.admin-badge[data-color]').first();
  await expect(badge).toHaveText('new');
  await expect(badge).toHaveAttribute('data-color', 'blue');

  const thumbs = lead.getByRole('list', { name: `Photos from ${name}` }).getByRole('link');
  await expect(thumbs).toHaveCount(2);
  await expect(thumbs.first()).toHaveAttribute('target', '_blank');
  // Each thumbnail really loads (a variant once the worker made it, else the signed original).
  await expect.poll(() => lead.locator('.contact-photos img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0))).toBe(true);

  // Status: New -> Contacted, saved and reloaded; the dashboard's count drops by one.
  const before = await newContacts(dashboard);
  await lead.getByLabel('Status').selectOption('contacted');
  await expect(toast(page, 'Status updated successfully')).toBeVisible();
  await expect(badge).toHaveText('contacted');
  await expect(badge).toHaveAttribute('data-color', 'yellow');
  expect(await newContacts(dashboard)).toBe(before - 1);

  // An internal note, signed by the admin.
  await lead.getByLabel('Add a note').fill('Called back, booked Tuesday 9am.');
  await lead.getByRole('button', { name: 'Add Note' }).click();
  await expect(toast(page, 'Note added')).toBeVisible();
  await expect(lead.locator('.contact-notes__list')).toContainText('admin');
  await expect(lead.locator('.contact-notes__list')).toContainText('Called back, booked Tuesday 9am.');

  // The filtered CSV export.
  await page.getByLabel('Filter by status').selectOption('contacted');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain(name);
  expect(csv).toContain('Called back, booked Tuesday 9am.');
});
