import { CardGrid } from '~/components/sections/card-grid';
import { CtaBand } from '~/components/sections/cta-band';
import { PageHero } from '~/components/sections/page-hero';
import { SectionHead } from '~/components/sections/section-head';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import * as en from '~/features/about/content';
import * as fr from '~/features/about/content.fr';
import { pick, type Locale } from '~/lib/locale';
import { localizedPageMeta } from '~/lib/localized-page-meta';
import { useLocale } from '~/lib/use-locale';
import type { Route } from './+types/about';

const enLabels = {
  eyebrow: 'About us',
  imageAlt: "Northrock crew waterproofing a foundation in Thunder Bay's Current River neighbourhood",
  differentiators: 'What makes us different',
};
const labels: Record<Locale, typeof enLabels> = {
  en: enLabels,
  fr: {
    eyebrow: 'À propos',
    imageAlt: 'Équipe Northrock imperméabilisant une fondation dans le quartier Current River, à Thunder Bay',
    differentiators: 'Ce qui nous distingue',
  },
};

export const meta: Route.MetaFunction = ({ matches, location }) =>
  localizedPageMeta(matches, location.pathname, '/about', (locale) => pick({ en, fr }, locale).aboutContent.seo);

export default function About() {
  const locale = useLocale();
  const { aboutContent: c } = pick({ en, fr }, locale);
  const t = labels[locale];
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={c.hero.title} lead={c.hero.lead} />
      <section className="section">
        <div className="container two-col">
          <div>
            <h2>{c.crew.title}</h2>
            {c.crew.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <ResponsiveImage
            className="rounded"
            src="/images/projects/current-river-exterior-waterproofing.webp"
            alt={t.imageAlt}
            sizes="(min-width: 900px) 480px, 100vw"
          />
        </div>
      </section>
      <section className="section section--alt">
        <div className="container article">
          <h2>{c.history.title}</h2>
          {c.history.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </section>
      <section className="section">
        <div className="container grid grid--2">
          <article className="card">
            <h2>{c.mission.title}</h2>
            <p>{c.mission.text}</p>
          </article>
          <article className="card">
            <h2>{c.vision.title}</h2>
            <p>{c.vision.text}</p>
          </article>
        </div>
      </section>
      <section className="section section--alt">
        <div className="container">
          <SectionHead title={t.differentiators} />
          <CardGrid items={c.differentiators} columns={3} />
        </div>
      </section>
      <CtaBand />
    </>
  );
}
