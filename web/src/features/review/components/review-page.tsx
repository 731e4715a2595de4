import type { ReactNode } from 'react';
import { brand } from '@northrock/core/browser';
import { PageHero } from '~/components/sections/page-hero';

/** The frame of the pages an e-mail's signed links open (the review form, unsubscribe): a title, a line, one card. */
export function ReviewPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <>
      <PageHero eyebrow={brand.shortName} title={title} lead={lead} actions={false} />
      <section className="section">
        <div className="container">
          <div className="card review-page">{children}</div>
        </div>
      </section>
    </>
  );
}
