import { data, useLocation } from 'react-router';
import { webContext } from '~/app/load-context';
import { PageHero } from '~/components/sections/page-hero';
import { BadBookingLink } from '~/features/booking/components/bad-link';
import { VisitManage } from '~/features/booking/components/visit-manage';
import { refusalView } from '~/features/booking/booking-refusal';
import type { BookingOutcome } from '~/features/booking/booking-views';
import { useTranslator } from '~/i18n/translator';
import { tokenPageData, tokenPageMeta } from '~/features/booking/token-page';
import { localeOfPath } from '~/lib/locale';
import type { Route } from './+types/visit';

/**
 * `/visit/<token>` (`/fr/visite/<token>`): the homeowner's visit from the invitation's link, with
 * a move and a cancel form. Opening it changes nothing (mail scanners open every link); only
 * the forms' POST do, and the page answers with the visit as it is then.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return tokenPageData(await context.get(webContext).booking.visitForToken(params.token, locale));
}

export const meta: Route.MetaFunction = ({ location }) => tokenPageMeta(location.pathname, 'booking.visitTitle');

export async function action({ context, params, request }: Route.ActionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const form = await request.formData();
  const booking = context.get(webContext).booking;
  const start = String(form.get('start') ?? '');
  const answer = form.get('intent') === 'cancel' ? await booking.cancelByToken(params.token) : await booking.moveByToken(params.token, start, locale);
  if ('ok' in answer)
    return answer.ok ? ({ status: 'moved', label: answer.ok.label } satisfies BookingOutcome) : ({ status: 'cancelled' } satisfies BookingOutcome);
  const view = refusalView(answer.refused, locale, { start });
  return data(view.badLink ? { status: 'bad-link' as const } : view.outcome, { status: view.status });
}

export default function Visit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslator();
  const path = useLocation().pathname;
  if (loaderData.badLink || actionData?.status === 'bad-link') return <BadBookingLink />;
  return (
    <>
      <PageHero title={t('booking.visitTitle')} lead={loaderData.visit.label} actions={false} />
      <section className="section">
        <div className="container">
          <VisitManage action={path} visit={loaderData.visit} slots={loaderData.slots.slots} outcome={actionData} />
        </div>
      </section>
    </>
  );
}
