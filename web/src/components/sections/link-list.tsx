import { Link } from 'react-router';
import type { NavLinkItem } from '~/config/site-nav';

/** A titled list of links in its own navigation landmark (footer columns, related pages). */
export function LinkList({
  title,
  links,
  className,
  headingClass,
  listClass,
}: {
  title: string;
  links: readonly NavLinkItem[];
  className?: string;
  headingClass?: string;
  listClass?: string;
}) {
  return (
    <nav className={className} aria-label={title}>
      <h2 className={headingClass}>{title}</h2>
      <ul className={listClass}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
