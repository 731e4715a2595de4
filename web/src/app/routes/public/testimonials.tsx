import { Deferred } from '~/components/ui/deferred';
import { CtaBand } from '~/components/sections/cta-band';
import { SectionHead } from '~/components/sections/section-head';
import { webContext } from '~/app/load-context';
import { testimonialsQuery } from '~/features/testimonials/api/testimonials.query';
import { TestimonialGrid } from '~/features/testimonials/components/testimonial-card';
import * as en from '~/features/testimonials/content';
import * as fr from '~/features/testimonials/content.fr';
import { isClientNavigation } from '~/lib/defer';
import { localeOfPath, pick, type Locale } from '~/lib/locale';
import { PageHero } from '~/components/sections/page-hero';
import { localizedPageMeta } from '~/lib/localized-page-meta';
import { useLocale } from '~/lib/use-locale';
import type { Route } from './+types/testimonials';

const enLabels = { eyebrow: 'Testimonials', trust: 'Trusted by homeowners across the North' };
const labels: Record<Locale, typeof enLabels> = {
  en: enLabels,
  fr: { eyebrow: 'Témoignages', trust: 'La confiance des propriétaires de tout le Nord' },
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const testimonials = context.get(webContext).graphql(testimonialsQuery, { locale });
  return { testimonials: isClientNavigation(request) ? testimonials : await testimonials };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  localizedPageMeta(matches, location.pathname, '/testimonials', (locale) => pick({ en, fr }, locale).testimonialsContent.seo);

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const { testimonialsContent: c } = pick({ en, fr }, locale);
  const t = labels[locale];
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={c.hero.title} lead={c.hero.lead} actions={false} />
      <section className="section">
        <div className="container">
          <Deferred data={loaderData.testimonials} loading={c.loading}>
            {({ testimonials }) => testimonials.length > 0 && <TestimonialGrid items={testimonials} locale={locale} />}
          </Deferred>
        </div>
      </section>
      <section className="section section--dark">
        <div className="container">
          <SectionHead title={t.trust} />
          <div className="stats">
            {c.trust.map((x) => (
              <div key={x.label} className="stat">
                <span className="stat__value">{x.value}</span>
                <span className="stat__label">{x.label}</span>
              </div>
            ))}
          </div>
        </div>
      </section>
      <CtaBand title={c.cta.title} text={c.cta.text} />
    </>
  );
}
