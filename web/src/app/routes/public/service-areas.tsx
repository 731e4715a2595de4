import { Link } from 'react-router';
import { CtaBand } from '~/components/sections/cta-band';
import { PageHero } from '~/components/sections/page-hero';
import { SectionHead } from '~/components/sections/section-head';
import { ServiceAreaMap } from '~/components/sections/service-area-map';
import { allTowns, markets, serviceRegions } from '~/features/company/content';
import { serviceAreasContent as c } from '~/features/service-areas/content';
import { officeHoursOf, pageMeta, publicUrlOf } from '~/lib/seo';
import { businessJsonLd } from '~/lib/structured-data';
import type { Route } from './+types/service-areas';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    ...c.seo,
    path: '/service-areas',
    jsonLd: businessJsonLd(publicUrlOf(matches), { areaServed: allTowns, openingHours: officeHoursOf(matches).opening_hours, url: '/service-areas' }),
  });

export default function ServiceAreas() {
  return (
    <>
      <PageHero eyebrow="Where we work" title={c.hero.title} lead={c.hero.lead} />
      <section className="section">
        <div className="container">
          <SectionHead title="Towns we serve" />
          <ul className="town-grid" aria-label="Towns we serve">
            {allTowns.map((town) => (
              <li key={town}>{town}</li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--alt">
        <div className="container grid grid--3">
          {serviceRegions.map((r) => {
            const market = markets.find((m) => m.city === r.towns[0]);
            return (
              <article key={r.region} className="card">
                <h2>{r.region}</h2>
                <p>{r.towns.join(', ')}.</p>
                {market && (
                  <>
                    <p>Ground: {market.soil}.</p>
                    <Link className="card__link" to={market.path}>
                      {market.city} foundation repair
                    </Link>
                  </>
                )}
              </article>
            );
          })}
        </div>
      </section>
      <section className="section">
        <div className="container">
          <ServiceAreaMap />
          <p className="lead" style={{ marginTop: 24 }}>
            {c.beyond}
          </p>
        </div>
      </section>
      <CtaBand />
    </>
  );
}
