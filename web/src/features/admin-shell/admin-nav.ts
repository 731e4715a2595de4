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
  { to: '/admin/contacts', label: 'Contacts' },
  { to: '/admin/accounts', label: 'Accounts' },
  { to: '/admin/activity', label: 'Activity' },
  { to: '/admin/settings', label: 'Settings' },
] as const;

export const ADMIN_LOGIN_PATH = '/admin/login';

export function sectionTitle(pathname: string): string {
  return adminNav.find((entry) => pathname === entry.to || pathname.startsWith(`${entry.to}/`))?.label ?? 'Admin';
}
