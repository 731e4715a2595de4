import { data, Link } from 'react-router';
import { Accordion } from '~/components/ui/accordion';
import { CheckList } from '~/components/ui/check-list';
import { CardGrid } from '~/components/sections/card-grid';
import { ComparisonTable } from '~/components/sections/comparison-table';
import { CtaBand } from '~/components/sections/cta-band';
import { PageHero } from '~/components/sections/page-hero';
import { SectionHead } from '~/components/sections/section-head';
import { cityComparison, cityPages, cityServices, dealerBadges } from '~/features/cities/content';
import { officeHoursOf, pageMeta, publicUrlOf } from '~/lib/seo';
import { businessJsonLd, faqJsonLd } from '~/lib/structured-data';
import type { Route } from './+types/city';

export function loader({ url }: Route.LoaderArgs) {
  const path = url.pathname.replace(/\/+$/, '');
  if (!cityPages[path]) throw data(null, { status: 404 });
  return { path };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const page = loaderData && cityPages[loaderData.path];
  if (!page) return [];
  const business = businessJsonLd(publicUrlOf(matches), {
    areaServed: page.towns,
    openingHours: officeHoursOf(matches).opening_hours,
    city: page.city,
    region: page.regionCode,
    url: page.path,
  });
  return pageMeta(matches, {
    ...page.seo,
    path: page.path,
    jsonLd: page.faq ? [business, faqJsonLd(page.faq)] : business,
  });
};

export default function CityPageRoute({ loaderData }: Route.ComponentProps) {
  const page = cityPages[loaderData.path]!;
  return (
    <>
      <PageHero eyebrow={`${page.city}, ${page.province}`} title={page.hero.title} lead={page.hero.lead} />

      <section className="section">
        <div className="container">
          <SectionHead title={`Why ${page.city} homeowners choose Northrock`} />
          <CardGrid items={page.reasons} columns={4} />
        </div>
      </section>

      <section className="section section--dark">
        <div className="container two-col two-col--even">
          <div>
            <h2>Certified, warranted, accountable</h2>
            <p>Every {page.city} job is backed by the same credentials and written warranties.</p>
          </div>
          <CheckList items={dealerBadges} />
        </div>
      </section>

      <section className="section section--alt">
        <div className="container">
          <SectionHead title={`Common foundation problems in ${page.city}`}>Local ground and weather cause the same four problems again and again.</SectionHead>
          <CardGrid items={page.problems} columns={4} />
        </div>
      </section>

      <section className="section">
        <div className="container">
          <SectionHead title={`Our services in ${page.city}`} />
          <div className="grid grid--3">
            {cityServices.map((s) => (
              <article key={s.slug} className="card">
                <h3>{s.title}</h3>
                <p>{s.description}</p>
                <Link className="card__link" to={`/services/${s.slug}`}>
                  {s.title} in {page.city}
                </Link>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="section section--alt">
        <div className="container">
          <SectionHead title={`Towns we serve around ${page.city}`} />
          <ul className="town-grid">
            {page.towns.map((town) => (
              <li key={town}>{town}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <SectionHead title="Northrock compared with a typical contractor" />
          <ComparisonTable
            caption={`Northrock compared with a typical ${page.city} contractor`}
            usLabel="Northrock"
            themLabel="Typical contractor"
            rows={cityComparison}
          />
        </div>
      </section>

      {page.faq && (
        <section className="section section--alt">
          <div className="container article">
            <SectionHead title={`${page.city} foundation repair FAQ`} />
            <Accordion groups={[{ items: page.faq }]} />
          </div>
        </section>
      )}

      <CtaBand title={`Get a free estimate in ${page.city}`} />
    </>
  );
}
