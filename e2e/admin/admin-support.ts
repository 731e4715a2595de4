import { expect, type Locator, type Page } from '../support/fixtures';

/** The seeded account, with the password the e2e install was given (e2e/support/state.ts). */
import { E2E_ADMIN as ADMIN } from '../support/state';

export { ADMIN };

/** A short unique suffix, so parallel runs never collide on titles or slugs. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Signs in through the API and stores the session as the login page would (faster than the form). */
export async function signIn(page: Page, account: { username: string; password: string } = ADMIN): Promise<void> {
  const res = await page.request.post('/api/admin/login', { data: account });
  expect(res.status()).toBe(200);
  const { access_token, username } = (await res.json()) as { access_token: string; username: string };
  await page.goto('/admin/login');
  await page.evaluate(
    ([token, name]) => {
      localStorage.setItem('admin_token', token);
      localStorage.setItem('admin_username', name);
    },
    [access_token, username] as const,
  );
}

/** The toast region's message (success toasts are polite, errors assertive). */
export const toast = (page: Page, text: string | RegExp): Locator => page.getByTestId('toast').filter({ hasText: text });

/** Accepts the next native confirm() and checks its wording (docs/product.md §5). */
export function acceptConfirm(page: Page, message: string): void {
  page.once('dialog', (dialog) => {
    expect(dialog.type()).toBe('confirm');
    expect(dialog.message()).toBe(message);
    void dialog.accept();
  });
}

/** The admin card of a listed item, found by its name. */
export const card = (page: Page, name: string): Locator => page.locator('.admin-card').filter({ has: page.getByRole('heading', { name, exact: false }) });
