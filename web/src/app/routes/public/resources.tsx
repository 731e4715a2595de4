import { Accordion } from '~/components/ui/accordion';
import { CtaBand } from '~/components/sections/cta-band';
import { PageHero } from '~/components/sections/page-hero';
import * as en from '~/features/resources/content';
import * as fr from '~/features/resources/content.fr';
import { languageTags, pick, type Locale } from '~/lib/locale';
import { localizedPageMeta } from '~/lib/localized-page-meta';
import { useOfficeHours } from '~/lib/site-settings';
import { faqJsonLd } from '~/lib/structured-data';
import { useLocale } from '~/lib/use-locale';
import type { Route } from './+types/resources';

const enLabels = {
  eyebrow: 'Resources',
  ctaTitle: 'Still have questions?',
  ctaText: (hours: string) => `Ask us directly: we reply within 24 hours, and answer the phone ${hours}.`,
  ctaButton: 'Contact Us',
};
const labels: Record<Locale, typeof enLabels> = {
  en: enLabels,
  fr: {
    eyebrow: 'Ressources',
    ctaTitle: 'D’autres questions?',
    ctaText: (hours: string) => `Écrivez-nous : nous répondons en moins de 24 heures, et au téléphone ${hours}.`,
    ctaButton: 'Nous joindre',
  },
};

export const meta: Route.MetaFunction = ({ matches, location }) =>
  localizedPageMeta(
    matches,
    location.pathname,
    '/resources',
    (locale) => pick({ en, fr }, locale).resourcesContent.seo,
    (locale) => ({ ...faqJsonLd(pick({ en, fr }, locale).resourcesContent.groups.flatMap((g) => g.items)), inLanguage: languageTags[locale] }),
  );

export default function Resources() {
  const locale = useLocale();
  const { resourcesContent: c } = pick({ en, fr }, locale);
  const t = labels[locale];
  const officeHours = useOfficeHours();
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={c.hero.title} lead={c.hero.lead} />
      <section className="section">
        <div className="container article">
          <Accordion groups={c.groups} />
        </div>
      </section>
      <CtaBand title={t.ctaTitle} text={t.ctaText(officeHours.text)} buttonLabel={t.ctaButton} />
    </>
  );
}
