import { Link } from 'react-router';
import { MediaCard } from '~/components/sections/media-card';
import { servicePath } from '~/config/site-nav';
import type { Locale } from '~/lib/locale';
import { localizedPath } from '~/lib/localized-path';

export interface ServiceCardView {
  id: number;
  slug: string;
  title: string;
  description: string;
  image: string;
}

/** Service cards from the database; an unknown slug links to /services#{slug} (docs/product.md §2.3). */
export function ServiceCards({ services, locale = 'en' }: { services: readonly ServiceCardView[]; locale?: Locale }) {
  return (
    <div className="grid grid--3">
      {services.map((s) => (
        <MediaCard key={s.id} image={s.image} title={s.title}>
          <p>{s.description}</p>
          <Link className="card__link" to={localizedPath(servicePath(s.slug), locale)}>
            {locale === 'fr' ? 'En savoir plus' : 'Learn more'}
            <span className="visually-hidden">
              {locale === 'fr' ? ' : ' : ' about '}
              {s.title}
            </span>
          </Link>
        </MediaCard>
      ))}
    </div>
  );
}
