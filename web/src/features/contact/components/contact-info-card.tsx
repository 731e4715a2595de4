import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '~/components/ui/icons';
import { Loading } from '~/components/ui/loading';
import { useTranslator } from '~/i18n/translator';
import type { SiteSettings } from '~/lib/api/site-settings.query';
import { telHref } from '~/lib/phone';

/**
 * docs/product.md §2.3: phone, email, the address as "Service Area", office hours (the setting's
 * text, in the page's language); 'Loading...' without data. Its texts: the catalogue's `contactInfo`.
 */
export function ContactInfoCard({ settings, officeHours }: { settings: SiteSettings | null; officeHours: string }) {
  const t = useTranslator();
  return (
    <aside className="card" aria-labelledby="contact-info-title">
      <h2 id="contact-info-title">{t('contactInfo.title')}</h2>
      {settings ? (
        <ul className="info-list">
          <li>
            <PhoneIcon />
            <span>
              <strong>{t('contactInfo.phone')}</strong>
              <a href={telHref(settings.phone)}>{settings.phone}</a>
            </span>
          </li>
          <li>
            <MailIcon />
            <span>
              <strong>{t('contactInfo.email')}</strong>
              <a href={`mailto:${settings.email}`}>{settings.email}</a>
            </span>
          </li>
          <li>
            <PinIcon />
            <span>
              <strong>{t('contactInfo.serviceArea')}</strong>
              {settings.address}
            </span>
          </li>
          <li>
            <ClockIcon />
            <span>
              <strong>{t('contactInfo.officeHours')}</strong>
              {officeHours}
            </span>
          </li>
        </ul>
      ) : (
        <Loading />
      )}
      <p className="field__hint" style={{ marginTop: 20 }}>
        {t('contactInfo.reply')}
      </p>
    </aside>
  );
}
