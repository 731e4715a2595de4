import { Link } from 'react-router';
import { pick, type Locale } from '~/lib/locale';
import { localizedPath } from '~/lib/localized-path';
import * as en from '../content';
import * as fr from '../content.fr';

/** Thunder Bay, Winnipeg and Sudbury cards linking to the city pages, in the page's language. */
export function MarketCards({ locale = 'en' }: { locale?: Locale }) {
  const { markets } = pick({ en, fr }, locale);
  return (
    <div className="grid grid--3">
      {markets.map((m) => (
        <article key={m.city} className="card">
          <p className="card__tag">{m.province}</p>
          <h3>{m.city}</h3>
          <p>{m.summary}</p>
          <Link className="card__link" to={localizedPath(m.path, locale)}>
            {locale === 'fr' ? `Réparation de fondation à ${m.city}` : `Foundation repair in ${m.city}`}
          </Link>
        </article>
      ))}
    </div>
  );
}
