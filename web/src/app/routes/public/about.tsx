import { CardGrid } from '~/components/sections/card-grid';
import { CtaBand } from '~/components/sections/cta-band';
import { PageHero } from '~/components/sections/page-hero';
import { SectionHead } from '~/components/sections/section-head';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { aboutContent as c } from '~/features/about/content';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { ...c.seo, path: '/about' });

export default function About() {
  return (
    <>
      <PageHero eyebrow="About us" title={c.hero.title} lead={c.hero.lead} />
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
            alt="Northrock crew waterproofing a foundation in Thunder Bay's Current River neighbourhood"
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
          <SectionHead title="What makes us different" />
          <CardGrid items={c.differentiators} columns={3} />
        </div>
      </section>
      <CtaBand />
    </>
  );
}
