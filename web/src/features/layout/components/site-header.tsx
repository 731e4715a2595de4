import { Link, NavLink } from 'react-router';
import { brand } from '@northrock/core/brand';
import { estimateLink, headerLinks, homeLink, resourceLinks, serviceLinks } from '~/config/site-nav';
import { telHref } from '~/lib/phone';
import { useScrolledPast } from '../hooks/use-scrolled';
import { MobileMenu } from './mobile-menu';
import { NavDropdown } from './nav-dropdown';
import { PhoneIcon } from '~/components/ui/icons';

/** Spec 2.1: shared header with the two dropdowns, phone link and estimate button. */
export function SiteHeader({ phone = brand.phone }: { phone?: string }) {
  const scrolled = useScrolledPast();
  const phoneHref = telHref(phone);
  return (
    <header className={`site-header${scrolled ? ' is-scrolled' : ''}`} data-scrolled={scrolled}>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <div className="container site-header__inner">
        <Link to="/" className="site-header__brand" aria-label={`${brand.name}, home`}>
          <img src="/brand/northrock-logo.svg" alt="" width="208" height="40" />
        </Link>
        <nav className="main-nav" aria-label="Main">
          <ul>
            <li>
              <NavLink className="nav-link" to={homeLink.to} end>
                {homeLink.label}
              </NavLink>
            </li>
            <NavDropdown label="Services" links={serviceLinks} />
            <NavDropdown label="Resources" links={resourceLinks} />
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink className="nav-link" to={link.to}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <a className="header-phone" href={phoneHref}>
            <PhoneIcon />
            <span>{phone}</span>
          </a>
          <Link className="btn btn-primary btn-sm header-cta" to={estimateLink.to}>
            {estimateLink.label}
          </Link>
          <MobileMenu phone={phone} phoneHref={phoneHref} />
        </div>
      </div>
    </header>
  );
}
