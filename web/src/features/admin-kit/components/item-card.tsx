import type { ReactNode } from 'react';
import { Badge } from './badge';

export interface ItemCardProps {
  /** Id of the name heading: it describes the card's Edit and Delete buttons. */
  nameId: string;
  title: string;
  /** A thumbnail beside the text (`avatar`: a round one). */
  image?: string;
  avatar?: boolean;
  /** docs/product.md §2.4 badges: Featured (services, testimonials, blog, reels), Draft (unpublished posts). */
  featured?: boolean;
  draft?: boolean;
  meta?: ReactNode;
  text?: string;
  /** Replaces the thumbnail with full-width media above the text (video reels). */
  media?: ReactNode;
}

/** The body of one item on a content screen. */
export function ItemCard({ nameId, title, image, avatar, featured, draft, meta, text, media }: ItemCardProps) {
  const body = (
    <div>
      <h3 id={nameId}>
        {title} {featured ? <Badge color="amber">Featured</Badge> : null} {draft ? <Badge color="grey">Draft</Badge> : null}
      </h3>
      {meta ? <p className="admin-card__meta">{meta}</p> : null}
      {text ? <p className="admin-card__text">{text}</p> : null}
    </div>
  );
  if (media) {
    return (
      <div className="video-card">
        {media}
        {body}
      </div>
    );
  }
  return (
    <div className="admin-card__row">
      {image ? <img className={avatar ? 'admin-card__avatar' : 'admin-card__thumb'} src={image} alt="" loading="lazy" /> : null}
      {body}
    </div>
  );
}
