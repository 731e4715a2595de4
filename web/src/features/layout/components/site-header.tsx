import { brand } from '@northrock/core/brand';
import { estimateLink, headerLinks, homeLink, resourceLinks, serviceLinks } from '~/config/site-nav';
import { telHref } from '~/lib/phone';
import { useScrolledPast } from '../hooks/use-scrolled';
import { MobileMenu } from './mobile-menu';
import { NavDropdown } from './nav-dropdown';
import { PhoneIcon } from '~/components/ui/icons';
import { currentPage } from './nav-link';

/**
 * docs/product.md §2.1: shared header with the two dropdowns, phone link and estimate button. An island
 * (hydrated on its own): plain links, the current page marked from `path`.
 */
export function SiteHeader({ phone = brand.phone, path = '' }: { phone?: string; path?: string }) {
  const scrolled = useScrolledPast();
  const phoneHref = telHref(phone);
  return (
    <header className={`site-header${scrolled ? ' is-scrolled' : ''}`} data-scrolled={scrolled}>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <div className="container site-header__inner">
        <a href="/" className="site-header__brand" aria-label={`${brand.name}, home`}>
          <img src="/brand/northrock-logo.svg" alt="" width="208" height="40" />
        </a>
        <nav className="main-nav" aria-label="Main">
          <ul>
            <li>
              <a className="nav-link" href={homeLink.to} {...currentPage(path, homeLink.to)}>
                {homeLink.label}
              </a>
            </li>
            <NavDropdown label="Services" links={serviceLinks} path={path} />
            <NavDropdown label="Resources" links={resourceLinks} path={path} />
            {headerLinks.map((link) => (
              <li key={link.to}>
                <a className="nav-link" href={link.to} {...currentPage(path, link.to)}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <a className="header-phone" href={phoneHref}>
            <PhoneIcon />
            <span>{phone}</span>
          </a>
          <a className="btn btn-primary btn-sm header-cta" href={estimateLink.to}>
            {estimateLink.label}
          </a>
          <MobileMenu phone={phone} phoneHref={phoneHref} path={path} />
        </div>
      </div>
    </header>
  );
}
