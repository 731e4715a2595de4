import type { ReactNode } from 'react';

export function SectionHead({ eyebrow, title, children, id }: { eyebrow?: string; title: string; children?: ReactNode; id?: string }) {
  return (
    <div className="section-head">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id}>{title}</h2>
      {children && <p>{children}</p>}
    </div>
  );
}

/** A page section: the band (plain, `alt` or `dark`), its container and its heading. */
export function PageSection({ tone, title, intro, children }: { tone?: 'alt' | 'dark'; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className={tone ? `section section--${tone}` : 'section'}>
      <div className="container">
        <SectionHead title={title}>{intro}</SectionHead>
        {children}
      </div>
    </section>
  );
}
