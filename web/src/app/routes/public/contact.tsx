import { ProcessSteps } from '~/components/sections/process-steps';
import { SectionHead } from '~/components/sections/section-head';
import { ContactForm } from '~/features/contact/components/contact-form';
import { ContactInfoCard } from '~/features/contact/components/contact-info-card';
import { contactContent as c } from '~/features/contact/content';
import { useSiteSettings } from '~/features/site/hooks/use-site-settings';
import { PageHero } from '~/components/sections/page-hero';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { ...c.seo, path: '/contact' });

export default function Contact() {
  const settings = useSiteSettings();
  return (
    <>
      <PageHero eyebrow="Free estimates" title={c.hero.title} lead={c.hero.lead} actions={false} />
      <section className="section">
        <div className="container contact-grid">
          <div className="card">
            <h2>{c.formTitle}</h2>
            <ContactForm />
          </div>
          <ContactInfoCard settings={settings} />
        </div>
      </section>
      <section className="section section--alt">
        <div className="container">
          <SectionHead title="How it works" />
          <ProcessSteps steps={c.steps} />
        </div>
      </section>
    </>
  );
}
