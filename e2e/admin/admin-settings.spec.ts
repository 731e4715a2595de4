import { expect, test } from '../support/fixtures';
import { signIn, toast, unique } from './admin-support';

test('saved site settings change the footer; a bad email is refused next to the field', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Site Settings' })).toBeVisible();
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save Settings' }) });
  // Only the description changes, and only briefly: other journeys read the footer's name and email.
  const original = await form.getByLabel('Description', { exact: true }).inputValue();
  const email = await form.getByLabel('Email').inputValue();
  await expect(form.getByRole('img', { name: 'Preview of Logo URL' })).toBeVisible();

  await form.getByLabel('Email').fill('not-an-email');
  await form.getByRole('button', { name: 'Save Settings' }).click();
  await expect(form.getByText('Email must be a valid email address')).toBeVisible();

  const description = `${original} Open Saturdays ${unique()}.`;
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Description', { exact: true }).fill(description);
  await form.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toast(page, 'Settings updated successfully')).toBeVisible();

  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer).toContainText(description);

  await page.goto('/admin/settings');
  await form.getByLabel('Description', { exact: true }).fill(original);
  await form.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toast(page, 'Settings updated successfully')).toBeVisible();
});
