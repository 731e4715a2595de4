import { useTranslator, type Translate } from '~/i18n/translator';
import type { BookingOutcome, HomeownerVisitView, SlotView, VisitStatus } from '../booking-views';
import { SlotBookingForm } from './slot-booking-form';

const statusKey = {
  booked: 'booking.statusBooked',
  done: 'booking.statusDone',
  no_show: 'booking.statusNoShow',
  cancelled: 'booking.statusCancelled',
} as const satisfies Record<VisitStatus, Parameters<Translate>[0]>;

export interface VisitManageProps {
  /** The page's own address (`/visit/<token>`): both forms post to it, with `intent` saying which. */
  action: string;
  visit: HomeownerVisitView;
  /** Open slots to move to (none once the visit is no longer booked). */
  slots: SlotView[];
  outcome?: BookingOutcome;
}

/**
 * The homeowner's visit from the e-mail's link: when, where, who, and two POST forms, move to
 * another slot or cancel. Opening the link changes nothing (a mail scanner opens every link).
 */
export function VisitManage({ action, visit, slots, outcome }: VisitManageProps) {
  const t = useTranslator();
  const done = outcome?.status === 'moved' ? t('booking.moved') : outcome?.status === 'cancelled' ? t('booking.cancelled') : null;
  return (
    <>
      {done && (
        <p className="form-notice form-notice--success" role="status">
          {done}
        </p>
      )}
      <dl className="visit-facts">
        <dt>{t('booking.visitWhen')}</dt>
        <dd>{visit.label}</dd>
        {visit.city && (
          <>
            <dt>{t('booking.visitWhere')}</dt>
            <dd>{visit.city}</dd>
          </>
        )}
        {visit.estimator_name && (
          <>
            <dt>{t('booking.visitWho')}</dt>
            <dd>{visit.estimator_name}</dd>
          </>
        )}
        <dt>{t('booking.visitStatus')}</dt>
        <dd>{t(statusKey[visit.status])}</dd>
      </dl>
      {visit.status === 'booked' && (
        <>
          <h2>{t('booking.moveTitle')}</h2>
          <SlotBookingForm action={action} slots={slots} idPrefix="move-slot" submitLabel={t('booking.move')} outcome={outcome}>
            <input type="hidden" name="intent" value="move" />
          </SlotBookingForm>
          <h2>{t('booking.cancelTitle')}</h2>
          <form className="form" method="post" action={action}>
            <input type="hidden" name="intent" value="cancel" />
            <p>{t('booking.cancelLead')}</p>
            <button type="submit" className="btn btn-outline">
              {t('booking.cancel')}
            </button>
          </form>
        </>
      )}
    </>
  );
}
