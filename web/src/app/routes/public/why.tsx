import { whyPath } from '@northrock/core/brand';
import { CardGrid } from '~/components/sections/card-grid';
import { ComparisonTable } from '~/components/sections/comparison-table';
import { CtaBand } from '~/components/sections/cta-band';
import { PageHero } from '~/components/sections/page-hero';
import { SectionHead } from '~/components/sections/section-head';
import { whyContent as c } from '~/features/why/content';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/why';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { ...c.seo, path: whyPath });

export default function Why() {
  return (
    <>
      <PageHero eyebrow="Compare" title={c.hero.title} lead={c.hero.lead} />
      <section className="section">
        <div className="container">
          <SectionHead title={c.table.title} />
          <ComparisonTable
            caption={c.table.title}
            usLabel="Northrock"
            themLabel="Other contractors"
            rows={c.table.rows.map((r) => ({ ...r, feature: `${r.icon} ${r.feature}` }))}
          />
        </div>
      </section>
      <section className="section section--alt">
        <div className="container">
          <SectionHead title="What that means for you" />
          <CardGrid items={c.cards} columns={3} />
        </div>
      </section>
      <CtaBand />
    </>
  );
}
