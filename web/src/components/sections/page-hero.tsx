import { EstimateActions } from '~/components/sections/estimate-actions';
import type { ReactNode } from 'react';

/** Inner-page banner: h1, lead paragraph, and the call and estimate buttons every page offers. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  actions = true,
}: {
  eyebrow?: string;
  title: string;
  lead: string;
  children?: ReactNode;
  /** The call and estimate buttons; off where the page itself is the next step. */
  actions?: boolean;
}) {
  return (
    <section className="page-hero">
      <div className="container">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1>{title}</h1>
        <p className="lead">{lead}</p>
        {children}
        {actions && <EstimateActions />}
      </div>
    </section>
  );
}
