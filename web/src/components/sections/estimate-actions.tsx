import { Link } from 'react-router';
import { estimateLink } from '~/config/site-nav';
import { localizedPath } from '~/lib/localized-path';
import { useLocale } from '~/lib/use-locale';
import { PhoneCta } from './phone-cta';

/** The estimate button's default label on a French page. */
const frenchEstimateLabel = 'Estimation gratuite';

/** The two next steps every page offers (docs/product.md §2.3): the estimate form and a tap-to-call link. */
export function EstimateActions({ label, light = false }: { label?: string; light?: boolean }) {
  const locale = useLocale();
  return (
    <div className="btn-row">
      <Link className={`btn ${light ? 'btn-light' : 'btn-primary'}`} to={localizedPath(estimateLink.to, locale)}>
        {label ?? (locale === 'fr' ? frenchEstimateLabel : estimateLink.label)}
      </Link>
      <PhoneCta className="btn btn-outline" label={locale === 'fr' ? 'Appelez le' : undefined} />
    </div>
  );
}
