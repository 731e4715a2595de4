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
import { isServiceSlug } from '~/config/site-nav';
import { servicePages } from '~/features/services/content';
import { lastSegment } from '~/lib/path';
import { pageMeta, publicUrlOf } from '~/lib/seo';
import { serviceJsonLd } from '~/lib/structured-data';
import type { Route } from './+types/service';

const pageFor = (pathname: string) => {
  const slug = lastSegment(pathname);
  return isServiceSlug(slug) ? servicePages[slug] : undefined;
};

export function loader({ url }: Route.LoaderArgs) {
  const page = pageFor(url.pathname);
  if (!page) throw data(null, { status: 404 });
  return { slug: page.slug };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const page = loaderData && servicePages[loaderData.slug];
  if (!page) return [];
  const path = `/services/${page.slug}`;
  return pageMeta(matches, {
    ...page.seo,
    path,
    image: `/images/services/${page.slug}.webp`,
    jsonLd: serviceJsonLd(publicUrlOf(matches), {
      name: page.title,
      description: page.seo.description,
      path,
      areaServed: page.serviceAreas,
    }),
  });
};

export default function ServicePageRoute({ loaderData }: Route.ComponentProps) {
  const page = servicePages[loaderData.slug];
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
            alt={`${page.title} by Northrock crews`}
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
            <h3>Typical investment</h3>
            <p>{page.investment}</p>
            <h3>Warranty</h3>
            <p>{page.warranty}</p>
            <p>Estimates take hours to a couple of days and are often done virtually from your photos and details.</p>
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
            <h2>Service areas</h2>
            <p>We provide {page.title.toLowerCase()} in:</p>
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
