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
import { servicesOverview as c } from '~/features/services/overview-content';
import { isClientNavigation } from '~/lib/defer';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/services';

/** docs/product.md §2.3: three featured services, then the names of the others. */
export const FEATURED_SERVICES = 3;

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(webContext).graphql(servicesQuery);
  return { services: isClientNavigation(request) ? services : await services };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { ...c.seo, path: '/services' });

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Services" title={c.hero.title} lead={c.hero.lead} />

      <section className="section">
        <div className="container">
          <Deferred data={loaderData.services} loading="Loading services...">
            {({ services }) => {
              const featured = services.filter((s) => s.featured).slice(0, FEATURED_SERVICES);
              const shown = featured.length ? featured : services.slice(0, FEATURED_SERVICES);
              const others = services.filter((s) => !shown.includes(s));
              return (
                <>
                  <SectionHead title={c.featuredTitle} />
                  <ServiceCards services={shown} />
                  {others.length > 0 && (
                    <div className="card" style={{ marginTop: 28 }}>
                      <h2 className="h3">{c.allTitle}</h2>
                      <ul className="town-grid">
                        {others.map((s) => (
                          <li key={s.id} id={s.slug}>
                            <Link to={servicePath(s.slug)}>{s.title}</Link>
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
          <SectionHead title="Our service lines" />
          <div className="grid grid--3">
            {c.cards.map((card) => (
              <article key={card.title} className="card">
                <h3>{card.title}</h3>
                <p>{card.description}</p>
                <p className="card__tag">{card.keywords.join(' · ')}</p>
                <p>
                  <strong>Service areas:</strong> {card.serviceAreas.join(', ')}
                </p>
                <Link className="card__link" to={card.path}>
                  Learn more<span className="visually-hidden"> about {card.title.toLowerCase()}</span>
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
          <MarketCards />
        </div>
      </section>

      <CtaBand />

      <section className="section">
        <div className="container">
          <SectionHead title="Our service area" />
          <ServiceAreaMap />
        </div>
      </section>
    </>
  );
}
