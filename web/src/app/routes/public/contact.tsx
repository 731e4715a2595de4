import { ProcessSteps } from '~/components/sections/process-steps';
import { SectionHead } from '~/components/sections/section-head';
import { data } from 'react-router';
import { webContext } from '~/app/load-context';
import { contactFormText } from '~/i18n/contact-form-messages';
import { contactFormMessages } from '~/i18n/translator';
import { localeOfPath, pick } from '~/lib/locale';
import { useLocale } from '~/lib/use-locale';
import { ContactFormIsland } from '~/features/contact/components/contact-form-island';
import { Island } from '~/islands/island';
import { ContactInfoCard } from '~/features/contact/components/contact-info-card';
import type { ContactFormOutcome } from '~/features/contact/form-outcome';
import { BookingOffer } from '~/features/booking/components/booking-offer';
import { contactContent as en } from '~/features/contact/content';
import { contactContent as fr } from '~/features/contact/content.fr';
import { useOfficeHours, useSiteSettings } from '~/lib/site-settings';
import { PageHero } from '~/components/sections/page-hero';
import { localeOf, officeHoursOf, pageMeta } from '~/lib/seo';
import type { Route } from './+types/contact';

/** The form's signed render time, fresh on every visit (spam defence, docs/security.md). */
export function loader({ context }: Route.LoaderArgs) {
  return { formToken: context.get(webContext).contactFormToken() };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const c = pick({ en, fr }, localeOf(matches));
  return pageMeta(matches, { ...c.seo, description: c.seo.description(officeHoursOf(matches).text), path: '/contact' });
};

/**
 * The form posted without JavaScript, to this page's own path (`/contact`, `/fr/contact`): the
 * gateway reads the multipart body and accepts the lead as it does the API's
 * (services/gateway/src/web/contact-form.ts); the page renders what came of it, in the page's
 * language unless the form says otherwise, with the page's texts (the errors by the fields are
 * the catalogue's, i18n/contact-form-messages.ts). A post refused unread (another site, too
 * large) answers as an error page.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const answer = await context.get(webContext).submitContactForm(request, { language: locale });
  if ('refused' in answer) throw data(answer.refused, { status: answer.status });
  const text = contactFormText(locale, contactFormMessages(locale));
  const outcome = text.localizedOutcome(answer.outcome, answer.status);
  // The thank-you offers the lead's open slots (docs/web.md, "Booking"); without them it stays the thank-you.
  const token = outcome.status === 'sent' ? outcome.bookingToken : undefined;
  const slots = token ? await context.get(webContext).booking.slotsForToken(token, locale) : undefined;
  const offer = token && slots && 'ok' in slots ? { token, ...slots.ok } : undefined;
  return data({ ...outcome, offer }, { status: answer.status });
}

/** The form's own part of the answer: the island's props stay small (the offer renders outside it). */
function islandOutcome(answer: Route.ComponentProps['actionData']): ContactFormOutcome | undefined {
  if (!answer) return undefined;
  const { offer: _offer, ...outcome } = answer;
  return outcome;
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const officeHours = useOfficeHours();
  const c = pick({ en, fr }, useLocale());
  return (
    <>
      <PageHero eyebrow={c.hero.eyebrow} title={c.hero.title} lead={c.hero.lead} actions={false} />
      <section className="section">
        <div className="container contact-grid">
          <div className="card">
            {actionData?.offer && <BookingOffer token={actionData.offer.token} slots={actionData.offer.slots} timeZone={actionData.offer.time_zone} />}
            <h2>{c.formTitle}</h2>
            <Island name="contact-form" component={ContactFormIsland} props={{ outcome: islandOutcome(actionData), formToken: loaderData.formToken }} />
          </div>
          <ContactInfoCard settings={settings} officeHours={officeHours.text} />
        </div>
      </section>

      <section className="section section--alt">
        <div className="container">
          <SectionHead title={c.stepsTitle} />
          <ProcessSteps steps={c.steps} />
        </div>
      </section>
    </>
  );
}
