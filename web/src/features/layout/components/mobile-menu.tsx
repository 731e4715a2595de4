import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { estimateLink, headerLinks, homeLink, resourceLinks, serviceLinks, type NavLinkItem } from '~/config/site-nav';

function Section({ label, links }: { label: string; links: NavLinkItem[] }) {
  const [open, setOpen] = useState(false);
  const id = `mobile-${label.toLowerCase()}`;
  return (
    <li className="mobile-menu__section">
      <button type="button" className="mobile-menu__toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)}>
        {label}
        <span className="chevron" aria-hidden="true" />
      </button>
      <ul id={id} hidden={!open}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to}>{link.label}</NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Spec 2.1: on mobile a menu toggles open and closed, with collapsible sections. */
export function MobileMenu({ phone, phoneHref }: { phone: string; phoneHref: string }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);

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
      {/* Rendered only while open: the desktop nav already holds these links for crawlers. */}
      {open && (
        <nav id="mobile-menu" className="mobile-menu" aria-label="Mobile">
          <ul>
            <li>
              <NavLink to={homeLink.to}>{homeLink.label}</NavLink>
            </li>
            <Section label="Services" links={serviceLinks} />
            <Section label="Resources" links={resourceLinks} />
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to}>{link.label}</NavLink>
              </li>
            ))}
          </ul>
          <div className="mobile-menu__actions">
            <a className="btn btn-outline" href={phoneHref}>
              Call {phone}
            </a>
            <NavLink className="btn btn-primary" to={estimateLink.to}>
              {estimateLink.label}
            </NavLink>
          </div>
        </nav>
      )}
    </div>
  );
}
