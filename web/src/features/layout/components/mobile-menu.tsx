import { useRef, useState, type ReactNode } from 'react';
import type { HeaderNav, NavLinkItem } from '~/config/site-nav';
import type { IslandTranslate } from '~/i18n/island-translator';
import { languageTags, type Locale } from '~/lib/locale';
import { useHydrated } from '~/islands/use-hydrated';
import { useDetailsHandover, useFocusHandedOver, type DetailsHandover } from '../hooks/use-details-handover';
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

/**
 * A collapsible section: a button once hydrated, `<details>` before (and without) JavaScript.
 * Opened, or focused, before the header hydrated: the same once it has (`handover`).
 */
function Section({ id, label, links, path, handover }: { id: string; label: string; links: NavLinkItem[]; path: string; handover: DetailsHandover | null }) {
  const [open, setOpen] = useState(() => handover?.openLists.includes(id) ?? false);
  const hydrated = useHydrated();
  const button = useRef<HTMLButtonElement>(null);
  useFocusHandedOver(handover?.focused, id, button);
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
      <button ref={button} type="button" className="mobile-menu__toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)}>
        {label}
        <span className="chevron" aria-hidden="true" />
      </button>
      <ul id={id} hidden={!open}>
        <Links links={links} path={path} />
      </ul>
    </li>
  );
}

interface MenuProps {
  phone: string;
  phoneHref: string;
  path: string;
  nav: HeaderNav;
  t: IslandTranslate<'header'>;
  /** The language switcher: the page's language and the same page in the other one. */
  locale: Locale;
  alternate: string;
}

function Menu({
  phone,
  phoneHref,
  path,
  nav,
  t,
  locale,
  alternate,
  handover = null,
  children,
}: MenuProps & { handover?: DetailsHandover | null; children?: ReactNode }) {
  const other = languageTags[locale === 'fr' ? 'en' : 'fr'];
  return (
    <nav id="mobile-menu" className="mobile-menu" aria-label={t('mobileNav')}>
      {children}
      <ul>
        <li>
          <a href={nav.home.to} {...currentPage(path, nav.home.to)}>
            {nav.home.label}
          </a>
        </li>
        <Section id="mobile-services" label={t('services')} links={nav.services} path={path} handover={handover} />
        <Section id="mobile-resources" label={t('resources')} links={nav.resources} path={path} handover={handover} />
        <Links links={nav.links} path={path} />
      </ul>
      <div className="mobile-menu__actions">
        <a className="btn btn-outline" href={phoneHref}>
          {t('call', { phone })}
        </a>
        <a className="btn btn-primary" href={nav.estimate.to}>
          {nav.estimate.label}
        </a>
        <a className="btn btn-outline" href={alternate} hrefLang={other} lang={other}>
          {t('otherLanguage')}
        </a>
      </div>
    </nav>
  );
}

/**
 * docs/product.md §2.1: on mobile a menu toggles open and closed, with collapsible sections. Without
 * JavaScript it is a `<details>` (the summary opens and closes it); once hydrated, a button
 * that renders the menu only while open (the desktop nav already holds the links for crawlers).
 * The header hydrates once the page is idle or on the first interaction with it, and a tap can
 * open the `<details>` before its code has arrived: what was open and focused stays so
 * (hooks/use-details-handover.ts).
 */
export function MobileMenu(props: MenuProps) {
  const { t } = props;
  const [open, setOpen] = useState(false);
  const [handover, setHandover] = useState<DetailsHandover | null>(null);
  const hydrated = useHydrated();
  const details = useDetailsHandover(hydrated, (carried) => {
    setOpen(carried.open);
    setHandover(carried);
  });
  const button = useRef<HTMLButtonElement>(null);
  useFocusHandedOver(handover?.focused, 'mobile-menu', button);
  if (!hydrated) {
    return (
      <details ref={details} className="mobile-nav">
        <summary className="menu-button" aria-label={t('menu')}>
          <span className="menu-icon" aria-hidden="true" />
        </summary>
        <Menu {...props} />
      </details>
    );
  }
  return (
    <div className="mobile-nav">
      <button
        ref={button}
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? t('closeMenu') : t('openMenu')}
        onClick={() => {
          setHandover(null);
          setOpen((v) => !v);
        }}
      >
        <span className={`menu-icon${open ? ' is-open' : ''}`} aria-hidden="true" />
      </button>
      {open && <Menu {...props} handover={handover} />}
    </div>
  );
}
