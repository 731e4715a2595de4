import { Link } from 'react-router';
import { estimateLink, navLinks } from '~/config/site-nav';
import { useLocale } from '~/lib/use-locale';
import { PhoneCta } from './phone-cta';

/** The two next steps every page offers (docs/product.md §2.3): the estimate form and a tap-to-call link. */
export function EstimateActions({ label, light = false }: { label?: string; light?: boolean }) {
  const [estimate] = navLinks([estimateLink], useLocale());
  return (
    <div className="btn-row">
      <Link className={`btn ${light ? 'btn-light' : 'btn-primary'}`} to={estimate!.to}>
        {label ?? estimate!.label}
      </Link>
      <PhoneCta className="btn btn-outline" />
    </div>
  );
}
