import { adminNav } from '@northrock/web';
import { expect, test } from '../support/fixtures';
import { ADMIN, signIn, toast } from './admin-support';

test('the guard sends a signed-out visitor to the login page', async ({ page }) => {
  for (const path of ['/admin/dashboard', '/admin/services', '/admin/contacts', '/admin/settings']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/login$/);
  }
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('log in, then log out (an install with its own password shows no default credentials)', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  // The hint appears only while an account still has the documented default (services tests).
  await expect(page.getByRole('region', { name: 'Default credentials' })).toHaveCount(0);

  // Both fields are required: the form says so next to them and sends nothing.
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(toast(page, 'Invalid username or password')).toBeVisible();

  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(toast(page, 'Login successful!')).toBeVisible();
  await expect(page.getByText(`Welcome, ${ADMIN.username}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeTruthy();
  expect(await page.evaluate(() => localStorage.getItem('admin_username'))).toBe(ADMIN.username);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(toast(page, 'Logged out successfully')).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('admin_token'), localStorage.getItem('admin_username')])).toEqual([null, null]);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('every sidebar entry opens its section, titled in the header', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/dashboard');
  // The shell's title: the back office is running (it renders in the browser), so a click is the router's.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  // The registry's sidebar (web/src/features/admin-shell/admin-nav.ts), the dashboard last: it is where the walk starts.
  for (const { label, to: path } of [...adminNav.slice(1), adminNav[0]!]) {
    await nav.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
  }
  // The Materials screen's earlier address still lands on it.
  await page.goto('/admin/systems');
  await expect(page).toHaveURL(/\/admin\/materials$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Materials' })).toBeVisible();
});

test('a token the server refuses ends the session and returns to the login page', async ({ page }) => {
  await page.goto('/admin/login');
  await page.evaluate(() => {
    localStorage.setItem('admin_token', 'not-a-real-token');
    localStorage.setItem('admin_username', 'admin');
  });
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
});
