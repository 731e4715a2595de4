import { Link } from 'react-router';
import { CtaBand } from '~/components/sections/cta-band';
import { PageHero } from '~/components/sections/page-hero';
import { SectionHead } from '~/components/sections/section-head';
import { ServiceAreaMap } from '~/components/sections/service-area-map';
import * as enCompany from '~/features/company/content';
import * as frCompany from '~/features/company/content.fr';
import * as en from '~/features/service-areas/content';
import * as fr from '~/features/service-areas/content.fr';
import { pick, type Locale } from '~/lib/locale';
import { localizedPath } from '~/lib/localized-path';
import { localizedPageMeta } from '~/lib/localized-page-meta';
import { officeHoursOf, publicUrlOf } from '~/lib/seo';
import { businessJsonLd } from '~/lib/structured-data';
import { useLocale } from '~/lib/use-locale';
import type { Route } from './+types/service-areas';

const enLabels = {
  eyebrow: 'Where we work',
  towns: 'Towns we serve',
  ground: (soil: string) => `Ground: ${soil}.`,
  cityLink: (city: string) => `${city} foundation repair`,
};
const labels: Record<Locale, typeof enLabels> = {
  en: enLabels,
  fr: {
    eyebrow: 'Où nous travaillons',
    towns: 'Municipalités desservies',
    ground: (soil: string) => `Sol : ${soil}.`,
    cityLink: (city: string) => `Réparation de fondation à ${city}`,
  },
};

export const meta: Route.MetaFunction = ({ matches, location }) =>
  localizedPageMeta(
    matches,
    location.pathname,
    '/service-areas',
    (locale) => pick({ en, fr }, locale).serviceAreasContent.seo,
    (_, url) => businessJsonLd(publicUrlOf(matches), { areaServed: enCompany.allTowns, openingHours: officeHoursOf(matches).opening_hours, url }),
  );

export default function ServiceAreas() {
  const locale = useLocale();
  const { serviceAreasContent: c } = pick({ en, fr }, locale);
  const { allTowns, markets, serviceRegions } = pick({ en: enCompany, fr: frCompany }, locale);
  const t = labels[locale];
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={c.hero.title} lead={c.hero.lead} />
      <section className="section">
        <div className="container">
          <SectionHead title={t.towns} />
          <ul className="town-grid" aria-label={t.towns}>
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
                    <p>{t.ground(market.soil)}</p>
                    <Link className="card__link" to={localizedPath(market.path, locale)}>
                      {t.cityLink(market.city)}
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
