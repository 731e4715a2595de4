import { data, useLocation } from 'react-router';
import { serviceAreas } from '@northrock/core/browser';
import { webContext } from '~/app/load-context';
import { PageHero } from '~/components/sections/page-hero';
import { BookedNotice } from '~/features/booking/components/booked-notice';
import { SlotBookingForm } from '~/features/booking/components/slot-booking-form';
import { refusalView } from '~/features/booking/booking-refusal';
import type { BookingOutcome } from '~/features/booking/booking-views';
import { ContactFieldInput } from '~/features/contact/components/contact-field';
import { contactFields, type ContactField } from '~/features/contact/form-outcome';
import { bookingContent as en } from '~/features/booking/content';
import { bookingContent as fr } from '~/features/booking/content.fr';
import { contactFormText } from '~/i18n/contact-form-messages';
import { contactFormMessages, useTranslator } from '~/i18n/translator';
import { localeOfPath, pick } from '~/lib/locale';
import { localizedPageMeta } from '~/lib/localized-page-meta';
import { useLocale } from '~/lib/use-locale';
import type { Route } from './+types/book';

const towns = serviceAreas.flatMap((area) => area.towns);

/**
 * `/book` (`/fr/reserver`): the enquiry's fields and a slot in one step, for people who only want
 * the visit. Without JavaScript: pick the town (a GET form: its open slots render), then one
 * POST with the fields and the slot; the answer is the booking, or the page again with the
 * errors by the fields, or the next open slots when the time was just taken.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const city = url.searchParams.get('city')?.trim() ?? '';
  const answer = city ? await context.get(webContext).booking.slotsForCity(city, locale) : null;
  return { city, slots: answer && 'ok' in answer ? answer.ok.slots : [], formToken: context.get(webContext).contactFormToken() };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  localizedPageMeta(matches, location.pathname, '/book', (locale) => pick({ en, fr }, locale).seo);

export async function action({ context, request }: Route.ActionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const form = await request.formData();
  const values = Object.fromEntries([...contactFields, 'start', 'form_token', 'website'].map((f) => [f, String(form.get(f) ?? '')]));
  const answer = await context.get(webContext).booking.bookWithEnquiry(request, { ...values, form_page: url.pathname }, locale);
  if ('ok' in answer) return { status: 'booked', label: answer.ok.label, manageToken: answer.ok.manage_token } satisfies BookingOutcome;
  const view = refusalView(answer.refused, locale, values);
  if (view.badLink) throw data(answer.refused.detail, { status: view.status });
  return data({ outcome: view.outcome, values }, { status: view.status });
}

export default function Book({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslator();
  const locale = useLocale();
  const path = useLocation().pathname;
  const c = pick({ en, fr }, locale);
  if (actionData && 'status' in actionData) return <BookedNotice outcome={actionData} />;
  const text = contactFormText(locale, contactFormMessages(locale));
  const values: Record<string, string> = actionData?.values ?? { city: loaderData.city };
  const errors = actionData?.outcome.status === 'invalid' ? actionData.outcome.errors : {};
  const city = values.city || loaderData.city;
  const field = (f: ContactField, required?: boolean) => (
    <ContactFieldInput field={f} text={text} idPrefix="book" value={values[f] ?? ''} error={errors[f]} required={required} />
  );
  return (
    <>
      <PageHero title={c.hero.title} lead={c.hero.lead} actions={false} />
      <section className="section">
        <div className="container">
          <form className="form booking-town" method="get" action={path}>
            <div className="field">
              <label htmlFor="book-town">{text.label('city')}</label>
              <select id="book-town" name="city" defaultValue={city} required>
                <option value="">{t('booking.pageCity')}</option>
                {towns.map((town) => (
                  <option key={town}>{town}</option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn btn-outline">
              {t('booking.showSlots')}
            </button>
          </form>
          {city && (
            <SlotBookingForm
              action={`${path}?city=${encodeURIComponent(city)}`}
              slots={loaderData.slots}
              idPrefix="book-slot"
              submitLabel={t('booking.book')}
              outcome={actionData?.outcome}
            >
              <input type="hidden" name="city" value={city} />
              <input type="hidden" name="form_token" value={loaderData.formToken} />
              <div className="form__trap" aria-hidden="true">
                <label htmlFor="book-website">{text.t('honeypot')}</label>
                <input id="book-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
              </div>
              <div className="form-row">
                {field('name')}
                {field('email')}
              </div>
              <div className="form-row">
                {field('phone')}
                {field('address')}
              </div>
              {field('subject')}
              {field('message')}
            </SlotBookingForm>
          )}
        </div>
      </section>
    </>
  );
}
