import type { ReactNode } from 'react';

/**
 * A wide table's horizontal scroller: named and focusable, so a keyboard user can scroll it and
 * a screen reader announces what it holds (axe `scrollable-region-focusable`).
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
