import { StarIcon } from '~/components/ui/icons';
import type { Locale } from '~/lib/locale';

export interface TestimonialView {
  id: number;
  name: string;
  location: string;
  text: string;
  avatar: string;
  rating: number;
}

/** docs/product.md §3: rating 1-5, that many stars drawn. */
function Stars({ rating, locale }: { rating: number; locale: Locale }) {
  const n = Math.max(1, Math.min(5, Math.round(rating)));
  return (
    <div className="stars" role="img" aria-label={locale === 'fr' ? `Note : ${n} sur 5` : `Rated ${n} out of 5`}>
      {Array.from({ length: n }, (_, i) => (
        <StarIcon key={i} />
      ))}
    </div>
  );
}

function TestimonialCard({ t, locale }: { t: TestimonialView; locale: Locale }) {
  return (
    <figure className="card testimonial">
      <Stars rating={t.rating} locale={locale} />
      <blockquote>{locale === 'fr' ? `« ${t.text} »` : `“${t.text}”`}</blockquote>
      <figcaption>
        {t.avatar && <img src={t.avatar} alt="" width={48} height={48} loading="lazy" decoding="async" />}
        <span className="who">
          <cite>{t.name}</cite>
          <small>{t.location}</small>
        </span>
      </figcaption>
    </figure>
  );
}

export function TestimonialGrid({ items, locale = 'en' }: { items: readonly TestimonialView[]; locale?: Locale }) {
  return (
    <div className="grid grid--3">
      {items.map((t) => (
        <TestimonialCard key={t.id} t={t} locale={locale} />
      ))}
    </div>
  );
}
