import { Accordion } from '~/components/ui/accordion';
import { CtaBand } from '~/components/sections/cta-band';
import { PageHero } from '~/components/sections/page-hero';
import { resourcesContent as c } from '~/features/resources/content';
import { pageMeta } from '~/lib/seo';
import { useOfficeHours } from '~/lib/site-settings';
import { faqJsonLd } from '~/lib/structured-data';
import type { Route } from './+types/resources';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { ...c.seo, path: '/resources', jsonLd: faqJsonLd(c.groups.flatMap((g) => g.items)) });

export default function Resources() {
  const officeHours = useOfficeHours();
  return (
    <>
      <PageHero eyebrow="Resources" title={c.hero.title} lead={c.hero.lead} />
      <section className="section">
        <div className="container article">
          <Accordion groups={c.groups} />
        </div>
      </section>
      <CtaBand
        title="Still have questions?"
        text={`Ask us directly: we reply within 24 hours, and answer the phone ${officeHours.text}.`}
        buttonLabel="Contact Us"
      />
    </>
  );
}
