import { EstimateActions } from '~/components/sections/estimate-actions';
import { Link } from 'react-router';
import { CheckIcon } from '~/components/ui/icons';
import { Deferred } from '~/components/ui/deferred';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { MediaCard } from '~/components/sections/media-card';
import { StatCounters } from '~/components/ui/stat-counter';
import { Island } from '~/islands/island';
import { VideoCarousel } from '~/components/ui/video-carousel';
import { CtaBand } from '~/components/sections/cta-band';
import { SectionHead } from '~/components/sections/section-head';
import { ServiceAreaMap } from '~/components/sections/service-area-map';
import { webContext, type WebLoadContext } from '~/app/load-context';
import * as enCompany from '~/features/company/content';
import * as frCompany from '~/features/company/content.fr';
import { MarketCards } from '~/features/company/components/market-cards';
import { homeSectionsQuery } from '~/features/home/api/home-sections.query';
import * as en from '~/features/home/content';
import * as fr from '~/features/home/content.fr';
import { servicesQuery } from '~/features/services/api/services.query';
import { ServiceCards } from '~/features/services/components/service-cards';
import { materialsQuery } from '~/features/systems/api/materials.query';
import { testimonialsQuery } from '~/features/testimonials/api/testimonials.query';
import { TestimonialGrid } from '~/features/testimonials/components/testimonial-card';
import { isClientNavigation } from '~/lib/defer';
import { localeOfPath, pick, type Locale } from '~/lib/locale';
import { localizedPath } from '~/lib/localized-path';
import { localizedPageMeta } from '~/lib/localized-page-meta';
import { officeHoursOf, publicUrlOf } from '~/lib/seo';
import { businessJsonLd } from '~/lib/structured-data';
import { useLocale } from '~/lib/use-locale';
import type { Route } from './+types/home';

/** docs/product.md §9: the home page shows the first three testimonials. */
export const HOME_TESTIMONIALS = 3;

/** Links under the lists, in each language. */
const enLinks = { reviews: 'Read more reviews', areas: 'See all service areas' };
const links: Record<Locale, typeof enLinks> = {
  en: enLinks,
  fr: { reviews: 'Lire d’autres témoignages', areas: 'Voir toutes les régions desservies' },
};

/** Everything the home page lists from the database (the home page composes several features' reads), in `locale`. */
async function loadHomeData(graphql: WebLoadContext['graphql'], locale: Locale) {
  const [services, materials, testimonials, sections] = await Promise.all([
    graphql(servicesQuery, { locale }),
    graphql(materialsQuery, { locale }),
    graphql(testimonialsQuery, { locale }),
    graphql(homeSectionsQuery, { locale }),
  ]);
  return { ...services, ...materials, ...testimonials, ...sections };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const sections = loadHomeData(context.get(webContext).graphql, localeOfPath(new URL(request.url).pathname));
  return { sections: isClientNavigation(request) ? sections : await sections };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  localizedPageMeta(
    matches,
    location.pathname,
    '/',
    (locale) => pick({ en, fr }, locale).homeContent.seo,
    (_, url) => businessJsonLd(publicUrlOf(matches), { areaServed: enCompany.allTowns, openingHours: officeHoursOf(matches).opening_hours, url }),
  );

export default function Home({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const { homeContent: c } = pick({ en, fr }, locale);
  const { statCounters } = pick({ en: enCompany, fr: frCompany }, locale);
  const t = links[locale];
  const data = loaderData.sections;
  return (
    <>
      <section className="hero">
        <div className="hero__media">
          {/* Decorative backdrop behind the text: the headline is the page's largest paint, so
              this downloads at low priority and never competes with it. */}
          <ResponsiveImage src="/images/services/exterior-waterproofing.webp" alt="" loading="eager" fetchPriority="low" sizes="100vw" />
        </div>
        <div className="hero__content">
          <p className="eyebrow">{c.hero.eyebrow}</p>
          <h1>{c.hero.title}</h1>
          <p className="lead">{c.hero.lead}</p>
          <EstimateActions />
          <ul className="hero-points">
            {c.hero.points.map((p) => (
              <li key={p}>
                <CheckIcon />
                {p}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="stats-title">
        <div className="container">
          <SectionHead id="stats-title" title={c.stats.title}>
            {c.stats.intro}
          </SectionHead>
          <Island name="stat-counters" component={StatCounters} props={{ items: statCounters }} />
        </div>
      </section>

      <Deferred data={data}>
        {(d) =>
          d.videoReels.length > 0 && (
            <section className="section section--dark" aria-labelledby="reels-title">
              <div className="container">
                <SectionHead id="reels-title" title={c.reels.title}>
                  {c.reels.intro}
                </SectionHead>
                <Island name="video-carousel" component={VideoCarousel} props={{ reels: d.videoReels }} />
              </div>
            </section>
          )
        }
      </Deferred>

      <section className="section section--alt section--offscreen" aria-labelledby="markets-title">
        <div className="container">
          <SectionHead id="markets-title" title={c.markets.title}>
            {c.markets.intro}
          </SectionHead>
          <MarketCards locale={locale} />
        </div>
      </section>

      <section className="section section--offscreen" aria-labelledby="services-title">
        <div className="container">
          <SectionHead id="services-title" title={c.services.title}>
            {c.services.intro}
          </SectionHead>
          <Deferred data={data}>{(d) => <ServiceCards services={d.services} locale={locale} />}</Deferred>
        </div>
      </section>

      <section className="section section--alt section--offscreen" aria-labelledby="systems-title">
        <div className="container">
          <SectionHead id="systems-title" title={c.systems.title}>
            {c.systems.intro}
          </SectionHead>
          <Deferred data={data}>
            {(d) => (
              <div className="grid">
                {d.materials.map((m) => (
                  <MediaCard key={m.id} image={m.image} title={m.name}>
                    <p>{m.description}</p>
                  </MediaCard>
                ))}
              </div>
            )}
          </Deferred>
        </div>
      </section>

      <section className="section section--offscreen" aria-labelledby="types-title">
        <div className="container">
          <SectionHead id="types-title" title={c.propertyTypes.title}>
            {c.propertyTypes.intro}
          </SectionHead>
          <Deferred data={data}>
            {(d) => (
              <div className="grid">
                {d.propertyTypes.map((p) => (
                  <MediaCard key={p.id} image={p.image} title={p.type}>
                    <p>{p.description}</p>
                  </MediaCard>
                ))}
              </div>
            )}
          </Deferred>
        </div>
      </section>

      <section className="section section--dark section--offscreen" aria-labelledby="diff-title">
        <div className="container">
          <SectionHead id="diff-title" title={c.differentiators.title}>
            {c.differentiators.intro}
          </SectionHead>
          <Deferred data={data}>
            {(d) => (
              <div className="grid">
                {d.differentiators.map((x) => (
                  <article key={x.id} className="card">
                    <p className="card__tag">{x.tagline}</p>
                    <h3>{x.title}</h3>
                    <p>{x.description}</p>
                  </article>
                ))}
              </div>
            )}
          </Deferred>
        </div>
      </section>

      <Deferred data={data}>
        {(d) =>
          d.testimonials.length > 0 && (
            <section className="section section--alt section--offscreen" aria-labelledby="reviews-title">
              <div className="container">
                <SectionHead id="reviews-title" title={c.testimonials.title}>
                  {c.testimonials.intro}
                </SectionHead>
                <TestimonialGrid items={d.testimonials.slice(0, HOME_TESTIMONIALS)} locale={locale} />
                <p style={{ textAlign: 'center', marginTop: 24 }}>
                  <Link to={localizedPath('/testimonials', locale)}>{t.reviews}</Link>
                </p>
              </div>
            </section>
          )
        }
      </Deferred>

      <section className="section section--offscreen" aria-labelledby="areas-title">
        <div className="container">
          <SectionHead id="areas-title" title={c.areas.title}>
            {c.areas.intro}
          </SectionHead>
          <ServiceAreaMap />
          <p style={{ textAlign: 'center', marginTop: 20 }}>
            <Link to={localizedPath('/service-areas', locale)}>{t.areas}</Link>
          </p>
        </div>
      </section>

      <CtaBand title={c.cta.title} text={c.cta.text} />
    </>
  );
}
