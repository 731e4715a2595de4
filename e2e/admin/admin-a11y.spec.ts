import { genericContentScreens } from '@northrock/web';
import { WCAG21_AA, axeViolations } from '../support/axe';
import { expect, test, type Page } from '../support/fixtures';
import { ADMIN, signIn } from './admin-support';

async function expectNoViolations(page: Page) {
  expect(await axeViolations(page, WCAG21_AA)).toEqual([]);
}

test('the login screen passes axe (WCAG 2.1 AA)', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expectNoViolations(page);
});

for (const [path, ready] of [
  ['dashboard', 'Newest leads'],
  ['services', 'Manage Services'],
  ['videos', 'Manage Video Reels'],
  ['testimonials', 'Manage Testimonials'],
  ['contacts', 'Contact Submissions'],
  ['settings', 'Site Settings'],
  ['accounts', 'Staff Accounts'],
  // Every content type on the generic screen, as the registry declares them.
  ...genericContentScreens.map(({ type }) => [type.nav.path.replace('/admin/', ''), `Manage ${type.nav.label}`] as const),
]) {
  test(`/admin/${path} passes axe (WCAG 2.1 AA)`, async ({ page }) => {
    await signIn(page);
    await page.goto(`/admin/${path}`);
    await expect(page.getByRole('heading', { name: ready })).toBeVisible();
    await expect(page.locator('.admin-state[role="status"]')).toHaveCount(0);
    await expectNoViolations(page);
  });
}

test('the blog dialog with its rich-text editor and messages passes axe', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/blog');
  await page.getByRole('button', { name: 'Add Blog Post' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('textbox', { name: 'Content', exact: true })).toBeVisible();
  await expectNoViolations(page);
});

test('keyboard only: log in, open a dialog, close it with Escape and get focus back', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Username').focus();
  await page.keyboard.type(ADMIN.username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto('/admin/testimonials');
  const add = page.getByRole('button', { name: 'Add Testimonial' });
  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add New Testimonial' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
});
