import { Deferred } from '~/components/ui/deferred';
import { CardGrid } from '~/components/sections/card-grid';
import { CtaBand } from '~/components/sections/cta-band';
import { PageHero } from '~/components/sections/page-hero';
import { SectionHead } from '~/components/sections/section-head';
import { webContext } from '~/app/load-context';
import { materialsQuery } from '~/features/systems/api/materials.query';
import * as en from '~/features/systems/content';
import * as fr from '~/features/systems/content.fr';
import { isClientNavigation } from '~/lib/defer';
import { localeOfPath, pick, type Locale } from '~/lib/locale';
import { localizedPageMeta } from '~/lib/localized-page-meta';
import { useLocale } from '~/lib/use-locale';
import type { Route } from './+types/our-systems';

const enLabels = { eyebrow: 'Our systems', benefits: 'Why our systems' };
const labels: Record<Locale, typeof enLabels> = {
  en: enLabels,
  fr: { eyebrow: 'Nos systèmes', benefits: 'Pourquoi nos systèmes' },
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const materials = context.get(webContext).graphql(materialsQuery, { locale: localeOfPath(new URL(request.url).pathname) });
  return { materials: isClientNavigation(request) ? materials : await materials };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  localizedPageMeta(matches, location.pathname, '/our-systems', (locale) => pick({ en, fr }, locale).systemsContent.seo);

export default function OurSystems({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const { systemsContent: c } = pick({ en, fr }, locale);
  const t = labels[locale];
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={c.hero.title} lead={c.hero.lead} />
      <section className="section" aria-labelledby="benefits-title">
        <div className="container">
          {/* The cards' titles are h3: a heading of their own keeps the outline in order. */}
          <h2 id="benefits-title" className="visually-hidden">
            {t.benefits}
          </h2>
          <CardGrid items={c.benefits} columns={3} />
        </div>
      </section>
      <section className="section section--alt">
        <div className="container article">
          <h2>{c.systemized.title}</h2>
          {c.systemized.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </section>
      <section className="section">
        <div className="container">
          <SectionHead title={c.listTitle} />
          <Deferred data={loaderData.materials} loading={c.loading}>
            {({ materials }) => materials.length > 0 && <CardGrid items={materials.map((m) => ({ title: m.name, description: m.description }))} columns={3} />}
          </Deferred>
        </div>
      </section>
      <section className="section section--dark">
        <div className="container article">
          <h2>{c.dealer.title}</h2>
          <p>{c.dealer.text}</p>
        </div>
      </section>
      <CtaBand />
    </>
  );
}
