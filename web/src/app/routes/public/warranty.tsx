import { TableRegion } from '~/components/ui/table-region';
import { CardGrid } from '~/components/sections/card-grid';
import { CtaBand } from '~/components/sections/cta-band';
import { PageHero } from '~/components/sections/page-hero';
import { SectionHead } from '~/components/sections/section-head';
import { warrantyContent as c } from '~/features/warranty/content';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/warranty';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { ...c.seo, path: '/warranty' });

export default function Warranty() {
  return (
    <>
      <PageHero eyebrow="Warranty" title={c.hero.title} lead={c.hero.lead} />
      <section className="section">
        <div className="container">
          <SectionHead title="Our coverage" />
          <CardGrid items={c.coverage} columns={3} />
        </div>
      </section>
      <section className="section section--alt">
        <div className="container">
          <SectionHead title="Warranty details by product" />
          <TableRegion label="Warranty terms for each product">
            <table className="compare">
              <caption className="visually-hidden">Warranty terms for each product</caption>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Term</th>
                  <th scope="col">What is covered</th>
                </tr>
              </thead>
              <tbody>
                {c.products.map((p) => (
                  <tr key={p.product}>
                    <th scope="row">{p.product}</th>
                    <td className="us">{p.term}</td>
                    <td>{p.details}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        </div>
      </section>
      <section className="section">
        <div className="container article">
          <h2>{c.claim.title}</h2>
          <ol>
            {c.claim.steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </div>
      </section>
      <CtaBand />
    </>
  );
}
