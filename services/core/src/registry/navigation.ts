/** One entry of the back office sidebar. */
export interface AdminNavEntry {
  path: string;
  label: string;
  /** An estimator's sidebar has it too (the lead desk, and Settings for their own password and two-factor sign-in). */
  estimator?: true;
}

export type Role = 'admin' | 'estimator';

/**
 * The back office sidebar (docs/product.md §2.4): the dashboard, each content type's screen in
 * registry order, then leads, the visits' calendar, reviews, accounts, the activity history and
 * the settings. Browser-safe: the web builds its sidebar from the content catalogue with it
 * (`@northrock/core/browser`), GraphQL serves the server registry's (`adminNavigation`). An
 * estimator's sidebar is the entries marked `estimator` (docs/admin.md, "Roles and owners").
 */
export function adminNavigationOf(contentTypes: readonly { nav: { path: string; label: string } }[], role: Role = 'admin'): AdminNavEntry[] {
  const entries: AdminNavEntry[] = [
    { path: '/admin/dashboard', label: 'Dashboard' },
    ...contentTypes.map((t) => ({ path: t.nav.path, label: t.nav.label })),
    { path: '/admin/contacts', label: 'Contacts', estimator: true },
    { path: '/admin/calendar', label: 'Calendar', estimator: true },
    { path: '/admin/reviews', label: 'Reviews' },
    { path: '/admin/accounts', label: 'Accounts' },
    { path: '/admin/activity', label: 'Activity' },
    { path: '/admin/settings', label: 'Settings', estimator: true },
  ];
  return role === 'admin' ? entries : entries.filter((e) => e.estimator);
}
