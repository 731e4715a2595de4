import { data, useLocation } from 'react-router';
import { webContext } from '~/app/load-context';
import { PageHero } from '~/components/sections/page-hero';
import { BadBookingLink } from '~/features/booking/components/bad-link';
import { BookedNotice } from '~/features/booking/components/booked-notice';
import { SlotBookingForm } from '~/features/booking/components/slot-booking-form';
import { refusalView } from '~/features/booking/booking-refusal';
import type { BookingOutcome } from '~/features/booking/booking-views';
import { timeZoneName } from '~/features/booking/time-zone-name';
import { useTranslator } from '~/i18n/translator';
import { tokenPageData, tokenPageMeta } from '~/features/booking/token-page';
import { localeOfPath } from '~/lib/locale';
import { useLocale } from '~/lib/use-locale';
import type { Route } from './+types/book-token';

/**
 * `/book/<token>` (`/fr/reserver/<token>`): the open slots for a lead who enquired, from the
 * thank-you or the confirmation e-mail's link (a signed token: docs/web.md, "Booking"). The
 * page posts to itself; a GET books nothing. A tampered or expired link is a clear page.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return tokenPageData(await context.get(webContext).booking.slotsForToken(params.token, locale));
}

export const meta: Route.MetaFunction = ({ location }) => tokenPageMeta(location.pathname, 'booking.offerTitle');

export async function action({ context, params, request }: Route.ActionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const start = String((await request.formData()).get('start') ?? '');
  const answer = await context.get(webContext).booking.bookWithToken(params.token, start, locale);
  if ('ok' in answer) return { status: 'booked', label: answer.ok.label, manageToken: answer.ok.manage_token } satisfies BookingOutcome;
  const view = refusalView(answer.refused, locale, { start });
  return data(view.badLink ? { status: 'bad-link' as const } : view.outcome, { status: view.status });
}

export default function BookToken({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslator();
  const locale = useLocale();
  const path = useLocation().pathname;
  if (loaderData.badLink || actionData?.status === 'bad-link') return <BadBookingLink />;
  if (actionData?.status === 'booked') return <BookedNotice outcome={actionData} />;
  return (
    <>
      <PageHero title={t('booking.offerTitle')} lead={t('booking.offerLead', { zone: timeZoneName(loaderData.time_zone, locale) })} actions={false} />
      <section className="section">
        <div className="container">
          <SlotBookingForm action={path} slots={loaderData.slots} idPrefix="slot" submitLabel={t('booking.book')} outcome={actionData} />
        </div>
      </section>
    </>
  );
}
