import { PageHero } from '~/components/sections/page-hero';
import { useTranslator } from '~/i18n/translator';
import { localizedPath } from '~/lib/localized-path';
import { useLocale } from '~/lib/use-locale';
import type { BookingOutcome } from '../booking-views';

/** The answer to a booking: when, and the link to the visit's page (move or cancel), also sent by e-mail. */
export function BookedNotice({ outcome }: { outcome: Extract<BookingOutcome, { status: 'booked' }> }) {
  const t = useTranslator();
  const locale = useLocale();
  return (
    <>
      <PageHero title={t('booking.bookedTitle')} lead={outcome.label} actions={false} />
      <section className="section">
        <div className="container">
          <p className="form-notice form-notice--success" role="status">
            {t('booking.bookedLead')}
          </p>
          {outcome.manageToken && (
            <p>
              <a className="btn btn-outline" href={localizedPath(`/visit/${encodeURIComponent(outcome.manageToken)}`, locale)}>
                {t('booking.manageLink')}
              </a>
            </p>
          )}
        </div>
      </section>
    </>
  );
}
