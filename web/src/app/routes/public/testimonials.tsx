import { Deferred } from '~/components/ui/deferred';
import { CtaBand } from '~/components/sections/cta-band';
import { SectionHead } from '~/components/sections/section-head';
import { webContext } from '~/app/load-context';
import { testimonialsQuery } from '~/features/testimonials/api/testimonials.query';
import { TestimonialGrid } from '~/features/testimonials/components/testimonial-card';
import { testimonialsContent as c } from '~/features/testimonials/content';
import { isClientNavigation } from '~/lib/defer';
import { PageHero } from '~/components/sections/page-hero';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/testimonials';

export async function loader({ context, request }: Route.LoaderArgs) {
  const testimonials = context.get(webContext).graphql(testimonialsQuery);
  return { testimonials: isClientNavigation(request) ? testimonials : await testimonials };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { ...c.seo, path: '/testimonials' });

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Testimonials" title={c.hero.title} lead={c.hero.lead} actions={false} />
      <section className="section">
        <div className="container">
          <Deferred data={loaderData.testimonials} loading={c.loading}>
            {({ testimonials }) => testimonials.length > 0 && <TestimonialGrid items={testimonials} />}
          </Deferred>
        </div>
      </section>
      <section className="section section--dark">
        <div className="container">
          <SectionHead title="Trusted by homeowners across the North" />
          <div className="stats">
            {c.trust.map((t) => (
              <div key={t.label} className="stat">
                <span className="stat__value">{t.value}</span>
                <span className="stat__label">{t.label}</span>
              </div>
            ))}
          </div>
        </div>
      </section>
      <CtaBand title={c.cta.title} text={c.cta.text} />
    </>
  );
}
