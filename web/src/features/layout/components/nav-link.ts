/** What React Router's NavLink set on the link of the page being shown, for plain links. */
export function currentPage(path: string, to: string): { 'aria-current'?: 'page'; className?: string } {
  return path === to ? { 'aria-current': 'page' } : {};
}
