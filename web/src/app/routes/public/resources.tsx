import { Accordion } from '~/components/ui/accordion';
import { CtaBand } from '~/components/sections/cta-band';
import { PageHero } from '~/components/sections/page-hero';
import { resourcesContent as c } from '~/features/resources/content';
import { pageMeta } from '~/lib/seo';
import { faqJsonLd } from '~/lib/structured-data';
import type { Route } from './+types/resources';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { ...c.seo, path: '/resources', jsonLd: faqJsonLd(c.groups.flatMap((g) => g.items)) });

export default function Resources() {
  return (
    <>
      <PageHero eyebrow="Resources" title={c.hero.title} lead={c.hero.lead} />
      <section className="section">
        <div className="container article">
          <Accordion groups={c.groups} />
        </div>
      </section>
      <CtaBand title="Still have questions?" text="Ask us directly: we reply within 24 hours, Monday to Friday 9am-5pm by phone." buttonLabel="Contact Us" />
    </>
  );
}
