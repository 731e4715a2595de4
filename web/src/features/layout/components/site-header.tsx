import { brand } from '@northrock/core/brand';
import type { HeaderNav } from '~/config/site-nav';
import { islandTranslator, type CompiledMessages } from '~/i18n/island-translator';
import { languageTags, type Locale } from '~/lib/locale';
import { telHref } from '~/lib/phone';
import { useScrolledPast } from '../hooks/use-scrolled';
import { MobileMenu } from './mobile-menu';
import { NavDropdown } from './nav-dropdown';
import { PhoneIcon } from '~/components/ui/icons';
import { currentPage } from './nav-link';

export interface SiteHeaderProps {
  /** The page's language (added by `Island`) and the header's texts in it. */
  locale: Locale;
  messages: CompiledMessages<'header'>;
  /** The menus in the page's language (config/site-nav.ts `headerNav`). */
  nav: HeaderNav;
  /** The same page in the other language (the language switcher's link). */
  alternate: string;
  phone?: string;
  path?: string;
}

/**
 * docs/product.md §2.1: shared header with the two dropdowns, phone link and estimate button,
 * and the language switcher (docs/web.md, "Languages"). An island (hydrated on its own):
 * plain links, the current page marked from `path`, texts and menus from its props.
 */
export function SiteHeader({ locale, messages, nav, alternate, phone = brand.phone, path = '' }: SiteHeaderProps) {
  const scrolled = useScrolledPast();
  const phoneHref = telHref(phone);
  const t = islandTranslator(locale, messages);
  const other: Locale = locale === 'fr' ? 'en' : 'fr';
  return (
    <header className={`site-header${scrolled ? ' is-scrolled' : ''}`} data-scrolled={scrolled}>
      <a className="skip-link" href="#main">
        {t('skipToMain')}
      </a>
      <div className="container site-header__inner">
        <a href={nav.home.to} className="site-header__brand" aria-label={t('home', { brand: brand.name })}>
          <img src="/brand/northrock-logo.svg" alt="" width="208" height="40" />
        </a>
        <nav className="main-nav" aria-label={t('mainNav')}>
          <ul>
            <li>
              <a className="nav-link" href={nav.home.to} {...currentPage(path, nav.home.to)}>
                {nav.home.label}
              </a>
            </li>
            <NavDropdown id="nav-services" label={t('services')} links={nav.services} path={path} />
            <NavDropdown id="nav-resources" label={t('resources')} links={nav.resources} path={path} />
            {nav.links.map((link) => (
              <li key={link.to}>
                <a className="nav-link" href={link.to} {...currentPage(path, link.to)}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <a className="header-lang" href={alternate} hrefLang={languageTags[other]} lang={languageTags[other]} title={t('otherLanguageLabel')}>
            {t('otherLanguage')}
          </a>
          <a className="header-phone" href={phoneHref}>
            <PhoneIcon />
            <span>{phone}</span>
          </a>
          <a className="btn btn-primary btn-sm header-cta" href={nav.estimate.to}>
            {nav.estimate.label}
          </a>
          <MobileMenu phone={phone} phoneHref={phoneHref} path={path} nav={nav} t={t} locale={locale} alternate={alternate} />
        </div>
      </div>
    </header>
  );
}
