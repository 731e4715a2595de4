import { brand } from '@northrock/core/brand';
import { PhoneIcon } from '~/components/ui/icons';
import { useSiteSettings } from '~/lib/site-settings';
import { telHref } from '~/lib/phone';

/** A tap-to-call link with the company phone (site settings, else the brand's). */
export function PhoneCta({ className, label = 'Call' }: { className?: string; label?: string }) {
  const phone = useSiteSettings()?.phone ?? brand.phone;
  return (
    <a className={className} href={telHref(phone)}>
      <PhoneIcon />
      {label} {phone}
    </a>
  );
}
