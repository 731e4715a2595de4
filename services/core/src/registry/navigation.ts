import { contentTypes } from './content-types';

export interface AdminNavEntry {
  path: string;
  label: string;
  /** An estimator's sidebar has it too (the lead desk, and Settings for their own password and two-factor sign-in). */
  estimator?: true;
}

/**
 * The back office sidebar (docs/product.md §2.4): the dashboard, each content type's screen in
 * registry order, then leads, accounts, the activity history and the settings. GraphQL serves it
 * (`adminNavigation`); web/src/features/admin-shell/admin-nav.ts is checked against it. An
 * estimator's sidebar is the entries marked `estimator` (docs/admin.md, "Roles and owners").
 */
export function adminNavigation(role: 'admin' | 'estimator' = 'admin'): AdminNavEntry[] {
  const entries: AdminNavEntry[] = [
    { path: '/admin/dashboard', label: 'Dashboard' },
    ...contentTypes().map((t) => t.nav),
    { path: '/admin/contacts', label: 'Contacts', estimator: true },
    { path: '/admin/accounts', label: 'Accounts' },
    { path: '/admin/activity', label: 'Activity' },
    { path: '/admin/settings', label: 'Settings', estimator: true },
  ];
  return role === 'admin' ? entries : entries.filter((e) => e.estimator);
}
