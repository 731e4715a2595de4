/**
 * The sidebar (docs/product.md §2.4), in its order, plus the three lists the public pages show
 * that the product description leaves without a screen, the staff accounts and their activity history; the header shows the label of the
 * current entry.
 */
export const adminNav = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/services', label: 'Services' },
  { to: '/admin/projects', label: 'Projects' },
  { to: '/admin/videos', label: 'Video Reels' },
  { to: '/admin/blog', label: 'Blog Posts' },
  { to: '/admin/testimonials', label: 'Testimonials' },
  { to: '/admin/materials', label: 'Materials' },
  { to: '/admin/property-types', label: 'Property Types' },
  { to: '/admin/differentiators', label: 'Differentiators' },
  { to: '/admin/reply-templates', label: 'Reply Templates' },
  { to: '/admin/contacts', label: 'Contacts', estimator: true },
  { to: '/admin/accounts', label: 'Accounts' },
  { to: '/admin/activity', label: 'Activity' },
  { to: '/admin/settings', label: 'Settings', estimator: true },
] as const;

/** An estimator's sidebar (docs/admin.md, "Roles and owners"): the lead desk, and Settings for their own password and two-factor sign-in. */
export const estimatorNav = adminNav.filter((entry) => 'estimator' in entry);

/** Whether an estimator may open this path; elsewhere the shell sends them to Contacts. */
export const estimatorMayOpen = (pathname: string) => estimatorNav.some((entry) => pathname === entry.to || pathname.startsWith(`${entry.to}/`));

export const ADMIN_LOGIN_PATH = '/admin/login';

export function sectionTitle(pathname: string): string {
  return adminNav.find((entry) => pathname === entry.to || pathname.startsWith(`${entry.to}/`))?.label ?? 'Admin';
}
