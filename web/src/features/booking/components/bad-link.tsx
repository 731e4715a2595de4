import { PageHero } from '~/components/sections/page-hero';
import { useTranslator } from '~/i18n/translator';
import { localizedPath } from '~/lib/localized-path';
import { useLocale } from '~/lib/use-locale';

/** A tampered or expired booking or visit link: a clear page, and nothing was changed. */
export function BadBookingLink() {
  const t = useTranslator();
  const locale = useLocale();
  return (
    <>
      <PageHero title={t('booking.badLinkTitle')} lead={t('booking.badLinkLead')} actions={false} />
      <section className="section">
        <div className="container">
          <a className="btn btn-primary" href={localizedPath('/contact', locale)}>
            {t('booking.badLinkContact')}
          </a>
        </div>
      </section>
    </>
  );
}
