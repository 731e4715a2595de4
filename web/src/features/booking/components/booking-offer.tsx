import { useTranslator } from '~/i18n/translator';
import { localizedPath } from '~/lib/localized-path';
import { useLocale } from '~/lib/use-locale';
import type { SlotView } from '../booking-views';
import { timeZoneName } from '../time-zone-name';
import { SlotBookingForm } from './slot-booking-form';

export interface BookingOfferProps {
  /** The lead's signed booking token (the contact form's answer). */
  token: string;
  slots: SlotView[];
  timeZone: string;
}

/**
 * The thank-you's "Book your free inspection": the next open slots of the lead's town on the
 * homeowner's clock, one tap to book; the form posts to the lead's booking page
 * (`/book/<token>`), which answers what came of it, so it works without JavaScript.
 */
export function BookingOffer({ token, slots, timeZone }: BookingOfferProps) {
  const t = useTranslator();
  const locale = useLocale();
  const page = localizedPath(`/book/${encodeURIComponent(token)}`, locale);
  return (
    <section className="booking-offer" aria-labelledby="booking-offer-title">
      <h2 id="booking-offer-title">{t('booking.offerTitle')}</h2>
      <p>{t('booking.offerLead', { zone: timeZoneName(timeZone, locale) })}</p>
      <SlotBookingForm action={page} slots={slots} idPrefix="offer-slot" submitLabel={t('booking.book')} />
      <p className="field__hint">
        <a href={page}>{t('booking.moreSlots')}</a> · {t('booking.offerLater')}
      </p>
    </section>
  );
}
