import { Link } from 'react-router';
import { Deferred } from '~/components/ui/deferred';
import { CardGrid } from '~/components/sections/card-grid';
import { CtaBand } from '~/components/sections/cta-band';
import { PageHero } from '~/components/sections/page-hero';
import { SectionHead } from '~/components/sections/section-head';
import { ServiceAreaMap } from '~/components/sections/service-area-map';
import { webContext } from '~/app/load-context';
import { servicePath } from '~/config/site-nav';
import { MarketCards } from '~/features/company/components/market-cards';
import { servicesQuery } from '~/features/services/api/services.query';
import { ServiceCards } from '~/features/services/components/service-cards';
import * as en from '~/features/services/overview-content';
import * as fr from '~/features/services/overview-content.fr';
import { isClientNavigation } from '~/lib/defer';
import { localeOfPath, pick, type Locale } from '~/lib/locale';
import { localizedPath } from '~/lib/localized-path';
import { localizedPageMeta } from '~/lib/localized-page-meta';
import { useLocale } from '~/lib/use-locale';
import type { Route } from './+types/services';

/** docs/product.md §2.3: three featured services, then the names of the others. */
export const FEATURED_SERVICES = 3;

const enLabels = {
  eyebrow: 'Services',
  loading: 'Loading services...',
  lines: 'Our service lines',
  areas: 'Service areas:',
  learnMore: 'Learn more',
  about: (title: string) => ` about ${title.toLowerCase()}`,
  area: 'Our service area',
};
const labels: Record<Locale, typeof enLabels> = {
  en: enLabels,
  fr: {
    eyebrow: 'Services',
    loading: 'Chargement des services...',
    lines: 'Nos champs d’expertise',
    areas: 'Régions desservies :',
    learnMore: 'En savoir plus',
    about: (title: string) => ` : ${title.toLowerCase()}`,
    area: 'Notre territoire',
  },
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const services = context.get(webContext).graphql(servicesQuery, { locale });
  return { services: isClientNavigation(request) ? services : await services };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  localizedPageMeta(matches, location.pathname, '/services', (locale) => pick({ en, fr }, locale).servicesOverview.seo);

export default function Services({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const { servicesOverview: c } = pick({ en, fr }, locale);
  const t = labels[locale];
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={c.hero.title} lead={c.hero.lead} />

      <section className="section">
        <div className="container">
          <Deferred data={loaderData.services} loading={t.loading}>
            {({ services }) => {
              const featured = services.filter((s) => s.featured).slice(0, FEATURED_SERVICES);
              const shown = featured.length ? featured : services.slice(0, FEATURED_SERVICES);
              const others = services.filter((s) => !shown.includes(s));
              return (
                <>
                  <SectionHead title={c.featuredTitle} />
                  <ServiceCards services={shown} locale={locale} />
                  {others.length > 0 && (
                    <div className="card" style={{ marginTop: 28 }}>
                      <h2 className="h3">{c.allTitle}</h2>
                      <ul className="town-grid">
                        {others.map((s) => (
                          <li key={s.id} id={s.slug}>
                            <Link to={localizedPath(servicePath(s.slug), locale)}>{s.title}</Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                </>
              );
            }}
          </Deferred>
        </div>
      </section>

      <section className="section section--alt">
        <div className="container">
          <SectionHead title={t.lines} />
          <div className="grid grid--3">
            {c.cards.map((card) => (
              <article key={card.title} className="card">
                <h3>{card.title}</h3>
                <p>{card.description}</p>
                <p className="card__tag">{card.keywords.join(' · ')}</p>
                <p>
                  <strong>{t.areas}</strong> {card.serviceAreas.join(', ')}
                </p>
                <Link className="card__link" to={localizedPath(card.path, locale)}>
                  {t.learnMore}
                  <span className="visually-hidden">{t.about(card.title)}</span>
                </Link>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <SectionHead title={c.conditionsTitle} />
          <CardGrid items={c.conditions} columns={3} />
        </div>
      </section>

      <section className="section section--alt">
        <div className="container">
          <SectionHead title={c.marketsTitle} />
          <MarketCards locale={locale} />
        </div>
      </section>

      <CtaBand />

      <section className="section">
        <div className="container">
          <SectionHead title={t.area} />
          <ServiceAreaMap />
        </div>
      </section>
    </>
  );
}
