import { brand } from '@northrock/core/brand';
import { PhoneIcon } from '~/components/ui/icons';
import { useSiteSettings } from '~/lib/site-settings';
import { telHref } from '~/lib/phone';
import { useTranslator } from '~/i18n/translator';

/** A tap-to-call link with the company phone (site settings, else the brand's). */
export function PhoneCta({ className, label }: { className?: string; label?: string }) {
  const t = useTranslator();
  const phone = useSiteSettings()?.phone ?? brand.phone;
  return (
    <a className={className} href={telHref(phone)}>
      <PhoneIcon />
      {label ?? t('sections.call')} {phone}
    </a>
  );
}
