import { contentTypes } from './content-types';

export interface AdminNavEntry {
  path: string;
  label: string;
}

/**
 * The back office sidebar (docs/product.md §2.4): the dashboard, each content type's screen in
 * registry order, then leads, accounts, the activity history and the settings. GraphQL serves it
 * (`adminNavigation`); web/src/features/admin-shell/admin-nav.ts is checked against it.
 */
export function adminNavigation(): AdminNavEntry[] {
  return [
    { path: '/admin/dashboard', label: 'Dashboard' },
    ...contentTypes().map((t) => t.nav),
    { path: '/admin/contacts', label: 'Contacts' },
    { path: '/admin/accounts', label: 'Accounts' },
    { path: '/admin/activity', label: 'Activity' },
    { path: '/admin/settings', label: 'Settings' },
  ];
}
