import { WCAG21_AA, axeViolations } from '../support/axe';
import { expect, test, type APIRequestContext } from '../support/fixtures';
import { ADMIN, acceptConfirm, card, signIn, toast, unique } from './admin-support';

/**
 * The activity history (docs/admin.md, "Activity"): a colleague edits a service twice in the
 * back office and restores its first version from the item's history; the public site shows
 * that version, and the Activity screen names who did each write.
 */

async function bearer(request: APIRequestContext, account: { username: string; password: string }): Promise<string> {
  const res = await request.post('/api/admin/login', { data: account });
  expect(res.status()).toBe(200);
  return `Bearer ${((await res.json()) as { access_token: string }).access_token}`;
}

test('a service is edited twice, its first version restored from its history, and the Activity screen names the person', async ({ page, request }) => {
  const id = unique();
  const colleague = { username: `e2e.history.${id}`, password: 'colleague-own-pass-2026' };
  const v1 = `E2E History ${id}`;
  const v2 = `${v1} second`;
  const v3 = `${v1} third`;

  // The default admin adds the colleague and the service (over REST); the colleague sets their password.
  const admin = await bearer(request, ADMIN);
  const added = await request.post('/api/admin/accounts', {
    headers: { authorization: admin },
    data: { username: colleague.username, temporary_password: 'temporary-pass-2026' },
  });
  expect(added.status()).toBe(201);
  const temporary = await bearer(request, { username: colleague.username, password: 'temporary-pass-2026' });
  const changed = await request.put('/api/admin/password', {
    headers: { authorization: temporary },
    data: { current_password: 'temporary-pass-2026', new_password: colleague.password },
  });
  expect(changed.status()).toBe(200);
  const created = await request.post('/api/admin/services', {
    headers: { authorization: admin },
    data: { title: v1, slug: `e2e-history-${id}`, description: 'The first version.', image: '/images/services/exterior-waterproofing.webp', order: 900 },
  });
  expect(created.status()).toBe(201);

  // The colleague edits it twice in the back office.
  await signIn(page, colleague);
  await page.goto('/admin/services');
  for (const [from, to] of [
    [v1, v2],
    [v2, v3],
  ] as const) {
    await card(page, from).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Service' });
    await dialog.getByLabel('Title', { exact: true }).fill(to);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, 'Service updated successfully').last()).toBeVisible();
    await expect(card(page, to)).toBeVisible();
  }
  await page.goto('/services');
  await expect(page.getByText(v3, { exact: true }).first()).toBeAttached();

  // Its history, from the edit dialog: restore the first version (the one the admin created).
  await page.goto('/admin/services');
  await card(page, v3).getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('dialog', { name: 'Edit Service' }).getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(/\/admin\/activity\?type=Service&id=\d+/);
  await expect(page.getByRole('heading', { level: 2, name: /History of service #\d+/ })).toBeVisible();
  const entries = page.locator('.activity-list > li');
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText(`${colleague.username} Updated service "${v3}"`);
  await expect(entries.nth(1)).toContainText(`${colleague.username} Updated service "${v2}"`);
  await expect(entries.nth(2)).toContainText(`admin Created service "${v1}"`);
  await entries.nth(0).getByText('1 field changed').click();
  await expect(entries.nth(0).getByRole('row', { name: /title/ })).toContainText(`${v2}→ ${v3}`);
  acceptConfirm(page, `Restore this version of "${v1}"? The service gets the fields it had after this change; the public site shows it at once.`);
  await entries.nth(2).getByRole('button', { name: 'Restore this version' }).click();
  await expect(toast(page, 'Version restored successfully')).toBeVisible();
  await expect(entries).toHaveCount(4);
  await expect(entries.nth(0)).toContainText(`${colleague.username} Restored an earlier version of service "${v1}"`);

  // The public site shows the restored version.
  await page.goto('/services');
  await expect(page.getByText(v1, { exact: true }).first()).toBeAttached();
  await expect(page.getByText(v3, { exact: true })).toHaveCount(0);

  // The Activity screen, filtered on the colleague: the three writes, newest first, all theirs.
  await page.goto('/admin/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await page.getByLabel('Person').selectOption({ label: colleague.username });
  await page.getByLabel('Item type').selectOption({ label: 'Service' });
  await expect(page).toHaveURL(/person=\d+&type=Service/);
  await expect(entries).toHaveCount(3);
  await expect(page.getByText('Total: 3')).toBeVisible();
  for (const [i, text] of [`Restored an earlier version of service "${v1}"`, `Updated service "${v3}"`, `Updated service "${v2}"`].entries()) {
    await expect(entries.nth(i)).toContainText(`${colleague.username} ${text}`);
  }
  // With an entry open, the screen passes axe (WCAG 2.1 AA).
  await entries.nth(0).getByText('1 field changed').click();
  await expect(entries.nth(0).getByRole('table')).toBeVisible();
  expect(await axeViolations(page, WCAG21_AA)).toEqual([]);

  // Their sign-in is there too, under their name.
  await page.getByLabel('Item type').selectOption({ label: 'Sign-in' });
  await expect(entries.first()).toContainText(`${colleague.username} Signed in`);
});
