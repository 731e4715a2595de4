import { useState, type ReactNode } from 'react';
import { estimateLink, headerLinks, homeLink, resourceLinks, serviceLinks, type NavLinkItem } from '~/config/site-nav';
import { useHydrated } from '~/islands/use-hydrated';
import { currentPage } from './nav-link';

function Links({ links, path }: { links: NavLinkItem[]; path: string }) {
  return links.map((link) => (
    <li key={link.to}>
      <a href={link.to} {...currentPage(path, link.to)}>
        {link.label}
      </a>
    </li>
  ));
}

/** A collapsible section: a button once hydrated, `<details>` before (and without) JavaScript. */
function Section({ label, links, path }: { label: string; links: NavLinkItem[]; path: string }) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const id = `mobile-${label.toLowerCase()}`;
  if (!hydrated) {
    return (
      <li className="mobile-menu__section">
        <details>
          <summary className="mobile-menu__toggle">
            {label}
            <span className="chevron" aria-hidden="true" />
          </summary>
          <ul id={id}>
            <Links links={links} path={path} />
          </ul>
        </details>
      </li>
    );
  }
  return (
    <li className="mobile-menu__section">
      <button type="button" className="mobile-menu__toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)}>
        {label}
        <span className="chevron" aria-hidden="true" />
      </button>
      <ul id={id} hidden={!open}>
        <Links links={links} path={path} />
      </ul>
    </li>
  );
}

function Menu({ phone, phoneHref, path, children }: { phone: string; phoneHref: string; path: string; children?: ReactNode }) {
  return (
    <nav id="mobile-menu" className="mobile-menu" aria-label="Mobile">
      {children}
      <ul>
        <li>
          <a href={homeLink.to} {...currentPage(path, homeLink.to)}>
            {homeLink.label}
          </a>
        </li>
        <Section label="Services" links={serviceLinks} path={path} />
        <Section label="Resources" links={resourceLinks} path={path} />
        <Links links={headerLinks} path={path} />
      </ul>
      <div className="mobile-menu__actions">
        <a className="btn btn-outline" href={phoneHref}>
          Call {phone}
        </a>
        <a className="btn btn-primary" href={estimateLink.to}>
          {estimateLink.label}
        </a>
      </div>
    </nav>
  );
}

/**
 * docs/product.md §2.1: on mobile a menu toggles open and closed, with collapsible sections. Without
 * JavaScript it is a `<details>` (the summary opens and closes it); once hydrated, a button
 * that renders the menu only while open (the desktop nav already holds the links for crawlers).
 */
export function MobileMenu({ phone, phoneHref, path = '' }: { phone: string; phoneHref: string; path?: string }) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <details className="mobile-nav">
        <summary className="menu-button" aria-label="Menu">
          <span className="menu-icon" aria-hidden="true" />
        </summary>
        <Menu phone={phone} phoneHref={phoneHref} path={path} />
      </details>
    );
  }
  return (
    <div className="mobile-nav">
      <button
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((v) => !v)}
      >
        <span className={`menu-icon${open ? ' is-open' : ''}`} aria-hidden="true" />
      </button>
      {open && <Menu phone={phone} phoneHref={phoneHref} path={path} />}
    </div>
  );
}
