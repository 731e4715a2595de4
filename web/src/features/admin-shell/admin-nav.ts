import { adminNavigation } from '@northrock/core/browser';

interface AdminNavLink {
  to: string;
  label: string;
  estimator?: true;
}

/**
 * The sidebar (docs/product.md §2.4), in its order: the registry's navigation
 * (services/core/src/registry/navigation.ts), with a screen per content type of the registry;
 * the header shows the label of the current entry.
 */
export const adminNav: readonly AdminNavLink[] = adminNavigation().map((e) => ({
  to: e.path,
  label: e.label,
  ...(e.estimator ? { estimator: e.estimator } : {}),
}));

/** An estimator's sidebar (docs/admin.md, "Roles and owners"): the lead desk, their calendar, and Settings for their own password and two-factor sign-in. */
export const estimatorNav = adminNav.filter((entry) => entry.estimator);

/** Whether an estimator may open this path; elsewhere the shell sends them to Contacts. */
export const estimatorMayOpen = (pathname: string) => estimatorNav.some((entry) => pathname === entry.to || pathname.startsWith(`${entry.to}/`));

export const ADMIN_LOGIN_PATH = '/admin/login';

export function sectionTitle(pathname: string): string {
  return adminNav.find((entry) => pathname === entry.to || pathname.startsWith(`${entry.to}/`))?.label ?? 'Admin';
}
