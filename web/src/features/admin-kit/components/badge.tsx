import type { ReactNode } from 'react';

export type BadgeColor = 'blue' | 'yellow' | 'green' | 'grey' | 'amber';

/** A badge's text shows as written (sentences: "Staff and homeowner e-mailed"); `status` capitalises a one-word status. */
export function Badge({ color, children, status = false }: { color: BadgeColor; children: ReactNode; status?: boolean }) {
  return (
    <span className={`admin-badge admin-badge--${color}${status ? ' admin-badge--status' : ''}`} data-color={color}>
      {children}
    </span>
  );
}

/** docs/product.md §4: blue for new, yellow for contacted, green for resolved, grey for anything else. */
export function statusColor(status: string): BadgeColor {
  switch (status) {
    case 'new':
      return 'blue';
    case 'contacted':
      return 'yellow';
    case 'resolved':
      return 'green';
    default:
      return 'grey';
  }
}

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge color={statusColor(status)} status>
      {status}
    </Badge>
  );
}
