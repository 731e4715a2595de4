import { data } from 'react-router';
import { CheckList } from '~/components/ui/check-list';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { CardGrid } from '~/components/sections/card-grid';
import { ComparisonTable } from '~/components/sections/comparison-table';
import { CtaBand } from '~/components/sections/cta-band';
import { PageHero } from '~/components/sections/page-hero';
import { ProcessSteps } from '~/components/sections/process-steps';
import { RelatedServices } from '~/components/sections/related-links';
import { SectionHead } from '~/components/sections/section-head';
import { isServiceSlug, type ServiceSlug } from '~/config/site-nav';
import * as en from '~/features/services/content';
import * as fr from '~/features/services/content.fr';
import { localeOfPath, pick, type Locale } from '~/lib/locale';
import { englishPathOf } from '~/lib/localized-path';
import { localizedPageMeta } from '~/lib/localized-page-meta';
import { lastSegment } from '~/lib/path';
import { publicUrlOf } from '~/lib/seo';
import { breadcrumbJsonLd, serviceJsonLd } from '~/lib/structured-data';
import { useLocale } from '~/lib/use-locale';
import type { Route } from './+types/service';

const enLabels = {
  imageAlt: (title: string) => `${title} by Northrock crews`,
  investment: 'Typical investment',
  warranty: 'Warranty',
  estimates: 'Estimates take hours to a couple of days and are often done virtually from your photos and details.',
  areas: 'Service areas',
  areasIntro: (title: string) => `We provide ${title.toLowerCase()} in:`,
  services: 'Services',
};
const labels: Record<Locale, typeof enLabels> = {
  en: enLabels,
  fr: {
    imageAlt: (title: string) => `${title} par les équipes de Northrock`,
    investment: 'Investissement typique',
    warranty: 'Garantie',
    estimates: 'L’estimation prend de quelques heures à deux jours et se fait souvent à distance, à partir de vos photos et de vos explications.',
    areas: 'Régions desservies',
    areasIntro: () => 'Nous offrons ce service dans les municipalités suivantes :',
    services: 'Services',
  },
};

/** The service of a page's address: `/services/<slug>`, or its French address mapped back to the English one. */
export function serviceSlugOf(pathname: string): ServiceSlug | undefined {
  const englishPath = localeOfPath(pathname) === 'fr' ? englishPathOf(pathname) : pathname;
  const slug = englishPath ? lastSegment(englishPath) : '';
  return isServiceSlug(slug) ? slug : undefined;
}

export function loader({ url }: Route.LoaderArgs) {
  const slug = serviceSlugOf(url.pathname);
  if (!slug) throw data(null, { status: 404 });
  return { slug };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  if (!loaderData) return [];
  const locale = localeOfPath(location.pathname);
  const page = pick({ en, fr }, locale).servicePages[loaderData.slug];
  const englishPath = `/services/${page.slug}`;
  const publicUrl = publicUrlOf(matches);
  return localizedPageMeta(
    matches,
    location.pathname,
    englishPath,
    () => ({ ...page.seo, image: `/images/services/${page.slug}.webp` }),
    (_, path) => [
      serviceJsonLd(publicUrl, {
        name: page.title,
        description: page.seo.description,
        path,
        // Town names are the same in both languages; the English list has no translated "and surrounding areas".
        areaServed: en.servicePages[loaderData.slug].serviceAreas,
      }),
      breadcrumbJsonLd(publicUrl, locale, [
        { name: labels[locale].services, path: '/services' },
        { name: page.title, path: englishPath },
      ]),
    ],
  );
};

export default function ServicePageRoute({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const { servicePages } = pick({ en, fr }, locale);
  const page = servicePages[loaderData.slug];
  const t = labels[locale];
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} lead={page.intro}>
        <ul className="hero-points">
          {page.heroPoints.map((p) => (
            <li key={p}>✓ {p}</li>
          ))}
        </ul>
      </PageHero>

      <section className="section">
        <div className="container two-col">
          <div>
            <h2>{page.features.title}</h2>
            <p className="lead">{page.features.intro}</p>
          </div>
          <ResponsiveImage
            className="rounded"
            src={`/images/services/${page.slug}.webp`}
            alt={t.imageAlt(page.title)}
            sizes="(min-width: 900px) 480px, 100vw"
          />
        </div>
        <div className="container" style={{ marginTop: 32 }}>
          <CardGrid items={page.features.items} columns={page.features.items.length === 4 ? 2 : 3} />
        </div>
      </section>

      <section className="section section--alt">
        <div className="container">
          <SectionHead title={page.process.title}>{page.process.intro}</SectionHead>
          <ProcessSteps steps={page.process.steps} />
        </div>
      </section>

      <section className="section">
        <div className="container two-col two-col--even">
          <div>
            <h2>{page.whenNeeded.title}</h2>
            <p>{page.whenNeeded.intro}</p>
            <CheckList items={page.whenNeeded.items} />
          </div>
          <div className="card">
            <h3>{t.investment}</h3>
            <p>{page.investment}</p>
            <h3>{t.warranty}</h3>
            <p>{page.warranty}</p>
            <p>{t.estimates}</p>
          </div>
        </div>
      </section>

      {page.extra?.map((block) => (
        <section key={block.title} className="section section--alt">
          <div className="container article">
            <h2>{block.title}</h2>
            {block.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {block.bullets && <CheckList items={block.bullets} />}
          </div>
        </section>
      ))}

      {page.comparison && (
        <section className="section">
          <div className="container">
            <SectionHead title={page.comparison.title}>{page.comparison.intro}</SectionHead>
            <ComparisonTable
              caption={page.comparison.title}
              usLabel={page.comparison.usLabel}
              themLabel={page.comparison.themLabel}
              rows={page.comparison.rows}
            />
          </div>
        </section>
      )}

      <section className="section section--alt">
        <div className="container two-col two-col--even">
          <div>
            <h2>{t.areas}</h2>
            <p>{t.areasIntro(page.title)}</p>
            <ul className="town-grid">
              {page.serviceAreas.map((area) => (
                <li key={area}>{area}</li>
              ))}
            </ul>
          </div>
          <RelatedServices slugs={page.related} />
        </div>
      </section>

      <CtaBand />
    </>
  );
}
