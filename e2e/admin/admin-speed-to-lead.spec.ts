import { expect, test, type Page } from '../support/fixtures';
import { query } from '../support/leads';
import { ADMIN, signIn, toast, unique } from './admin-support';

/**
 * Speed to lead through the browser (docs/admin.md, "Roles and owners", "The response clock and
 * the chase", "Replies", "Outcomes and revenue per source"): an estimator sees only the leads
 * that are theirs, answers one from its card with a template, and its clock stops; the admin
 * sees the Dashboard's response figure move, marks the lead won and finds the revenue under its
 * source.
 */
test('an estimator answers their lead with a template reply, the clock stops; the admin sees it on the Dashboard and marks it won', async ({
  page,
  browser,
}) => {
  const id = unique();
  const estimator = `est.${id}`;
  const temporary = 'temporary-pass-2026';
  const own = 'estimator-password-2026';
  const [theirCity, adminCity] = [`Kenora ${id}`, `Dryden ${id}`];
  const [theirs, notTheirs] = [`Ann ${id}`, `Bob ${id}`];
  const source = `e2e-${id}`.toLowerCase();

  // The admin adds an estimator and routes a city to each of them.
  await signIn(page);
  await page.goto('/admin/accounts');
  await page.getByLabel('Username').fill(estimator);
  await page.getByLabel('Temporary Password').fill(temporary);
  await page.getByLabel('Role', { exact: true }).selectOption('estimator');
  await page.getByRole('button', { name: 'Add Account' }).click();
  await expect(toast(page, `Account ${estimator} created successfully`)).toBeVisible();
  const rules = page.getByRole('region', { name: 'Lead Assignment' });
  for (const [city, owner] of [
    [theirCity, estimator],
    [adminCity, ADMIN.username],
  ] as const) {
    await rules.getByLabel('City').fill(city);
    await rules.getByLabel('Goes to').selectOption({ label: owner });
    await rules.getByRole('button', { name: 'Save Rule' }).click();
    await expect(rules.getByText(city)).toBeVisible();
  }

  // Two homeowners write in, one from each city (the API, as the form's action sends them).
  for (const [name, city] of [
    [theirs, theirCity],
    [notTheirs, adminCity],
  ] as const) {
    const res = await page.request.post('/api/contact', {
      data: {
        name,
        email: `${name.split(' ')[0]!.toLowerCase()}.${id}@example.com`,
        phone: '807-555-0142',
        city,
        subject: 'Water in the basement',
        message: 'Water after rain.',
        utm_source: source,
      },
    });
    expect(res.status()).toBe(201);
  }

  // The Dashboard before anyone answers: the estimator's lead is counted, not answered.
  const ownerRow = (p: Page) =>
    p
      .getByRole('region', { name: 'Median first response in office minutes per owner, last 12 weeks' })
      .getByRole('row')
      .filter({ has: p.getByRole('rowheader', { name: estimator, exact: true }) });
  await page.goto('/admin/dashboard');
  await expect(ownerRow(page).getByRole('cell').nth(1)).toHaveText('0');

  // The estimator, in a browser of their own: chooses a password, lands on Contacts, sees only their lead.
  const context = await browser.newContext();
  const desk = await context.newPage();
  await signIn(desk, { username: estimator, password: temporary });
  await desk.goto('/admin/settings');
  const change = desk.getByRole('region', { name: 'Change Password' });
  await change.getByLabel('Current Password').fill(temporary);
  await change.getByLabel('New Password', { exact: true }).fill(own);
  await change.getByLabel('Confirm New Password').fill(own);
  await change.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(desk, 'Password changed successfully')).toBeVisible();
  const nav = desk.getByRole('navigation', { name: 'Admin sections' });
  await expect(nav.getByRole('link')).toHaveText(['Contacts', 'Calendar', 'Settings']);
  await nav.getByRole('link', { name: 'Contacts' }).click();
  await desk.getByLabel('Search contacts').fill(id);
  await expect(desk.getByText('Total: 1')).toBeVisible();
  const lead = desk.locator('article.contact-card').filter({ has: desk.getByRole('heading', { name: theirs }) });
  await expect(lead).toHaveCount(1);
  await expect(desk.getByRole('heading', { name: notTheirs })).toHaveCount(0);
  await expect(lead.locator('.contact-card__clock')).toContainText(/Response: waiting \d+ office minutes?/);

  // The reply, from a template.
  await lead.getByRole('button', { name: 'Reply by e-mail' }).click();
  const dialog = desk.getByRole('dialog', { name: `Reply to ${theirs}` });
  await dialog.getByLabel('Template').selectOption({ label: "Thanks, we'll call you today" });
  await expect(dialog.getByLabel('Subject')).toHaveValue('Re: Water in the basement');
  await expect(dialog.getByLabel('Message')).toHaveValue(/Ann/);
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(toast(desk, /Reply queued/)).toBeVisible();
  await expect(lead.locator('.contact-card__clock')).toContainText(/Response: answered in \d+ min/);
  await expect(lead.getByRole('heading', { name: 'Replies to the homeowner (1)' })).toBeVisible();
  // The worker sends it once, threaded under the homeowner's confirmation.
  await expect
    .poll(
      async () =>
        (
          await query<{ status: string }>('select r.status from lead_replies r join contact_submissions c on c.id = r.contact_id where c.name = $1', [theirs])
        ).map((r) => r.status),
      {
        timeout: 30_000,
      },
    )
    .toEqual(['sent']);
  await context.close();

  // The admin's Dashboard counts the answer; the lead is won, and its source shows the money.
  await page.reload();
  await expect(ownerRow(page).getByRole('cell').nth(1)).toHaveText('1');
  await page.goto(`/admin/contacts?search=${id}`);
  const won = page.locator('article.contact-card').filter({ has: page.getByRole('heading', { name: theirs }) });
  await won.getByLabel('Outcome').selectOption('won');
  await won.getByLabel('Job value (dollars)').fill('12500');
  await won.getByRole('button', { name: 'Save outcome' }).click();
  await expect(toast(page, 'Outcome saved')).toBeVisible();
  await page.goto('/admin/dashboard');
  const sourceRow = page
    .getByRole('region', { name: /Leads, won jobs and revenue per source/ })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: source, exact: true }) });
  await expect(sourceRow.getByRole('cell')).toHaveText(['2', '1', '$12,500', '50%']);
});
