import { brand } from '@northrock/core/brand';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '~/components/ui/icons';
import { Loading } from '~/components/ui/loading';
import type { SiteSettings } from '~/lib/api/site-settings.query';
import { telHref } from '~/lib/phone';
import { contactContent } from '../content';

/** docs/product.md §2.3: phone, email, the address as "Service Area", office hours (the setting's text); 'Loading...' without data. */
export function ContactInfoCard({ settings, officeHours }: { settings: SiteSettings | null; officeHours: string }) {
  return (
    <aside className="card" aria-labelledby="contact-info-title">
      <h2 id="contact-info-title">{contactContent.infoTitle}</h2>
      {settings ? (
        <ul className="info-list">
          <li>
            <PhoneIcon />
            <span>
              <strong>Phone</strong>
              <a href={telHref(settings.phone)}>{settings.phone}</a>
            </span>
          </li>
          <li>
            <MailIcon />
            <span>
              <strong>Email</strong>
              <a href={`mailto:${settings.email}`}>{settings.email}</a>
            </span>
          </li>
          <li>
            <PinIcon />
            <span>
              <strong>Service Area</strong>
              {settings.address}
            </span>
          </li>
          <li>
            <ClockIcon />
            <span>
              <strong>Office Hours</strong>
              {officeHours}
            </span>
          </li>
        </ul>
      ) : (
        <Loading />
      )}
      <p className="field__hint" style={{ marginTop: 20 }}>
        We reply to every enquiry {brand.responsePromise}.
      </p>
    </aside>
  );
}
