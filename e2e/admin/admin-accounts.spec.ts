import { expect, test, waitForGraphql } from '../support/fixtures';
import { acceptConfirm, signIn, toast, unique } from './admin-support';

/**
 * Several staff accounts, through the browser: an admin adds a colleague, who must choose their
 * own password at the first sign-in; deactivated while signed in, the colleague's next request
 * answers 401 and their browser returns to the login screen.
 */
test('a colleague is added, changes the temporary password, and is signed out when deactivated', async ({ page, browser }) => {
  const username = `e2e.${unique()}`;
  const temporary = 'temporary-pass-2026';
  const own = 'my-own-password-2026';

  await signIn(page);
  await page.goto('/admin/accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Temporary Password').fill(temporary);
  await page.getByRole('button', { name: 'Add Account' }).click();
  await expect(toast(page, `Account ${username} created successfully`)).toBeVisible();
  const row = page.locator(`tr[data-account="${username}"]`);
  await expect(row).toContainText('Temporary password');
  await expect(row).toContainText('Never');

  // The colleague, in a browser of their own.
  const theirs = await browser.newContext();
  const colleague = await theirs.newPage();
  await colleague.goto('/admin/login');
  await colleague.getByLabel('Username').fill(username);
  await colleague.getByLabel('Password').fill(temporary);
  await colleague.getByRole('button', { name: 'Login' }).click();
  await expect(colleague.getByText(`Welcome, ${username}`)).toBeVisible();
  // Nothing but the password change until it is done.
  await expect(colleague).toHaveURL(/\/admin\/settings/);
  await expect(colleague.getByRole('alert').filter({ hasText: 'Your account still has its temporary password' })).toBeVisible();
  const change = colleague.getByRole('region', { name: 'Change Password' });
  await change.getByLabel('Current Password').fill(temporary);
  await change.getByLabel('New Password', { exact: true }).fill(own);
  await change.getByLabel('Confirm New Password').fill(own);
  await change.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(colleague, 'Password changed successfully')).toBeVisible();
  await expect(colleague.getByRole('alert').filter({ hasText: 'Your account still has its temporary password' })).toHaveCount(0);
  await colleague.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Contacts' }).click();
  await expect(colleague.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  // Signed in with their own password, every screen answers them (the wait names its operation:
  // the live-leads stream is another POST /graphql).
  const services = waitForGraphql(colleague, 'adminServices');
  await colleague.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Services' }).click();
  expect(JSON.stringify(await (await services).json())).not.toContain('UNAUTHENTICATED');

  // The admin sees the sign-in, then deactivates the account while the colleague is signed in.
  await page.reload();
  await expect(row).not.toContainText('Temporary password');
  await expect(row).not.toContainText('Never');
  acceptConfirm(page, `Deactivate ${username}? They are signed out at once and cannot sign in again.`);
  await row.getByRole('button', { name: /Deactivate/ }).click();
  await expect(toast(page, `${username} is deactivated`)).toBeVisible();
  await expect(row).toContainText('Deactivated');

  // The colleague's session ends everywhere at once: the Contacts screen's live-leads stream ends
  // with UNAUTHENTICATED within 2 s and the browser returns to the login screen by itself, and
  // the token is refused (401 over REST).
  const token = await colleague.evaluate(() => localStorage.getItem('admin_token'));
  expect((await colleague.request.get('/api/admin/me', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
  await expect(colleague).toHaveURL(/\/admin\/login/, { timeout: 5_000 });
  await expect(colleague.getByRole('heading', { name: 'Admin Login' })).toBeVisible();

  // And cannot sign in again.
  await colleague.getByLabel('Username').fill(username);
  await colleague.getByLabel('Password').fill(own);
  await colleague.getByRole('button', { name: 'Login' }).click();
  await expect(toast(colleague, 'Invalid username or password')).toBeVisible();
  await theirs.close();
});
