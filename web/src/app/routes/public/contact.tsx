import { ProcessSteps } from '~/components/sections/process-steps';
import { SectionHead } from '~/components/sections/section-head';
import { data } from 'react-router';
import { webContext } from '~/app/load-context';
import { localeOfPath } from '~/lib/locale';
import { ContactFormIsland } from '~/features/contact/components/contact-form-island';
import { Island } from '~/islands/island';
import { ContactInfoCard } from '~/features/contact/components/contact-info-card';
import * as en from '~/features/contact/content';
import * as fr from '~/features/contact/content.fr';
import { pick, type Locale } from '~/lib/locale';
import { useOfficeHours, useSiteSettings } from '~/lib/site-settings';
import { PageHero } from '~/components/sections/page-hero';
import { localizedPageMeta } from '~/lib/localized-page-meta';
import { officeHoursOf } from '~/lib/seo';
import { useLocale } from '~/lib/use-locale';
import type { Route } from './+types/contact';

/** The form's signed render time, fresh on every visit (spam defence, docs/security.md). */
export function loader({ context }: Route.LoaderArgs) {
  return { formToken: context.get(webContext).contactFormToken() };
}

const enLabels = { eyebrow: 'Free estimates', steps: 'How it works' };
const labels: Record<Locale, typeof enLabels> = {
  en: enLabels,
  fr: { eyebrow: 'Estimations gratuites', steps: 'Comment ça fonctionne' },
};

export const meta: Route.MetaFunction = ({ matches, location }) =>
  localizedPageMeta(matches, location.pathname, '/contact', (locale) => {
    const { seo } = pick({ en, fr }, locale).contactContent;
    return { ...seo, description: seo.description(officeHoursOf(matches).text) };
  });

/**
 * The form posted without JavaScript, to this page's own path (`/contact`, `/fr/contact`): the
 * gateway reads the multipart body and accepts the lead as it does the API's
 * (services/gateway/src/web/contact-form.ts); the page renders what came of it, in the page's
 * language unless the form says otherwise. A post refused unread (another site, too large)
 * answers as an error page.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const answer = await context.get(webContext).submitContactForm(request, { language: localeOfPath(new URL(request.url).pathname) });
  if ('refused' in answer) throw data(answer.refused, { status: answer.status });
  return data(answer.outcome, { status: answer.status });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const { contactContent: c } = pick({ en, fr }, locale);
  const t = labels[locale];
  const settings = useSiteSettings();
  const officeHours = useOfficeHours();
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={c.hero.title} lead={c.hero.lead} actions={false} />
      <section className="section">
        <div className="container contact-grid">
          <div className="card">
            <h2>{c.formTitle}</h2>
            <Island name="contact-form" component={ContactFormIsland} props={{ outcome: actionData, formToken: loaderData.formToken }} />
          </div>
          <ContactInfoCard settings={settings} officeHours={officeHours.text} locale={locale} />
        </div>
      </section>
      <section className="section section--alt">
        <div className="container">
          <SectionHead title={t.steps} />
          <ProcessSteps steps={c.steps} />
        </div>
      </section>
    </>
  );
}
