import type { ReactNode } from 'react';
import { ResponsiveImage } from '~/components/ui/responsive-image';

/**
 * A card with a 3:2 image on top (services, systems, property types, articles); an item saved
 * without an image (optional for systems and property types) shows its text alone.
 */
export function MediaCard({ image, title, children, sizes }: { image?: string | null; title: ReactNode; children: ReactNode; sizes?: string }) {
  return (
    <article className={image ? 'card card--media' : 'card'}>
      {image ? <ResponsiveImage className="card__img" src={image} alt="" width={600} height={400} sizes={sizes} /> : null}
      <div className="card__body">
        {typeof title === 'string' ? <h3>{title}</h3> : title}
        {children}
      </div>
    </article>
  );
}
