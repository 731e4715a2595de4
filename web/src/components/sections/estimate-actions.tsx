import { Link } from 'react-router';
import { estimateLink } from '~/config/site-nav';
import { PhoneCta } from './phone-cta';

/** The two next steps every page offers (docs/product.md §2.3): the estimate form and a tap-to-call link. */
export function EstimateActions({ label = estimateLink.label, light = false }: { label?: string; light?: boolean }) {
  return (
    <div className="btn-row">
      <Link className={`btn ${light ? 'btn-light' : 'btn-primary'}`} to={estimateLink.to}>
        {label}
      </Link>
      <PhoneCta className="btn btn-outline" />
    </div>
  );
}
