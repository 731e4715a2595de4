import { TableRegion } from '~/components/ui/table-region';
import { CardGrid } from '~/components/sections/card-grid';
import { CtaBand } from '~/components/sections/cta-band';
import { PageHero } from '~/components/sections/page-hero';
import { SectionHead } from '~/components/sections/section-head';
import * as en from '~/features/warranty/content';
import * as fr from '~/features/warranty/content.fr';
import { pick, type Locale } from '~/lib/locale';
import { localizedPageMeta } from '~/lib/localized-page-meta';
import { useLocale } from '~/lib/use-locale';
import type { Route } from './+types/warranty';

const enLabels = {
  eyebrow: 'Warranty',
  coverage: 'Our coverage',
  details: 'Warranty details by product',
  table: 'Warranty terms for each product',
  product: 'Product',
  term: 'Term',
  covered: 'What is covered',
};
const labels: Record<Locale, typeof enLabels> = {
  en: enLabels,
  fr: {
    eyebrow: 'Garantie',
    coverage: 'Notre couverture',
    details: 'Détails de la garantie par produit',
    table: 'Durée de la garantie de chaque produit',
    product: 'Produit',
    term: 'Durée',
    covered: 'Ce qui est couvert',
  },
};

export const meta: Route.MetaFunction = ({ matches, location }) =>
  localizedPageMeta(matches, location.pathname, '/warranty', (locale) => pick({ en, fr }, locale).warrantyContent.seo);

export default function Warranty() {
  const locale = useLocale();
  const { warrantyContent: c } = pick({ en, fr }, locale);
  const t = labels[locale];
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={c.hero.title} lead={c.hero.lead} />
      <section className="section">
        <div className="container">
          <SectionHead title={t.coverage} />
          <CardGrid items={c.coverage} columns={3} />
        </div>
      </section>
      <section className="section section--alt">
        <div className="container">
          <SectionHead title={t.details} />
          <TableRegion label={t.table}>
            <table className="compare">
              <caption className="visually-hidden">{t.table}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.product}</th>
                  <th scope="col">{t.term}</th>
                  <th scope="col">{t.covered}</th>
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
