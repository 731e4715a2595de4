import { brand } from '@northrock/core/brand';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '~/components/ui/icons';
import { Loading } from '~/components/ui/loading';
import type { SiteSettings } from '~/lib/api/site-settings.query';
import { pick, type Locale } from '~/lib/locale';
import { telHref } from '~/lib/phone';
import * as en from '../content';
import * as fr from '../content.fr';

const enLabels = {
  phone: 'Phone',
  email: 'Email',
  area: 'Service Area',
  hours: 'Office Hours',
  reply: `We reply to every enquiry ${brand.responsePromise}.`,
};
const labels: Record<Locale, typeof enLabels> = {
  en: enLabels,
  fr: {
    phone: 'Téléphone',
    email: 'Courriel',
    area: 'Territoire desservi',
    hours: 'Heures de bureau',
    reply: 'Nous répondons à chaque demande en moins de 24 heures.',
  },
};

/** docs/product.md §2.3: phone, email, the address as "Service Area", office hours (the setting's text); 'Loading...' without data. */
export function ContactInfoCard({ settings, officeHours, locale = 'en' }: { settings: SiteSettings | null; officeHours: string; locale?: Locale }) {
  const { contactContent } = pick({ en, fr }, locale);
  const t = labels[locale];
  return (
    <aside className="card" aria-labelledby="contact-info-title">
      <h2 id="contact-info-title">{contactContent.infoTitle}</h2>
      {settings ? (
        <ul className="info-list">
          <li>
            <PhoneIcon />
            <span>
              <strong>{t.phone}</strong>
              <a href={telHref(settings.phone)}>{settings.phone}</a>
            </span>
          </li>
          <li>
            <MailIcon />
            <span>
              <strong>{t.email}</strong>
              <a href={`mailto:${settings.email}`}>{settings.email}</a>
            </span>
          </li>
          <li>
            <PinIcon />
            <span>
              <strong>{t.area}</strong>
              {settings.address}
            </span>
          </li>
          <li>
            <ClockIcon />
            <span>
              <strong>{t.hours}</strong>
              {officeHours}
            </span>
          </li>
        </ul>
      ) : (
        <Loading />
      )}
      <p className="field__hint" style={{ marginTop: 20 }}>
        {t.reply}
      </p>
    </aside>
  );
}
