import type { ReactNode } from 'react';

export interface SectionHeadProps {
  /** The heading's id: the section is labelled by it. */
  id: string;
  title: ReactNode;
  /** "Total: N" next to the heading (announced when it changes), once known. */
  total?: number;
}

/** The heading row of a paged admin list, with its total. */
export function SectionHead({ id, title, total }: SectionHeadProps) {
  return (
    <div className="admin-section__head">
      <h2 id={id}>{title}</h2>
      {total === undefined ? null : (
        <p className="admin-section__count" aria-live="polite">
          Total: {total}
        </p>
      )}
    </div>
  );
}
