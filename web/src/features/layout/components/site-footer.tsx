import { Link } from 'react-router';
import { brand } from '@northrock/core/brand';
import { cityLinks, footerCompanyLinks, navLinks, privacyLink, resourceLinks, serviceLinks } from '~/config/site-nav';
import { useTranslator } from '~/i18n/translator';
import { useLocale } from '~/lib/use-locale';
import { LinkList } from '~/components/sections/link-list';
import { telHref } from '~/lib/phone';
import type { SiteSettings } from '~/lib/api/site-settings.query';

/** docs/product.md §2.1: company info from the server (site settings), and the site's link columns, in the page's language. */
export function SiteFooter({ settings }: { settings: SiteSettings | null }) {
  const year = new Date().getFullYear();
  const locale = useLocale();
  const t = useTranslator();
  const [privacy] = navLinks([privacyLink], locale);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__company">
          {/* The logo from site settings, on a light badge: uploaded logos are usually dark. */}
          <span className="site-footer__logo">
            <img src={settings?.logo || '/brand/northrock-logo.svg'} alt={settings?.company_name ?? brand.name} width="208" height="40" loading="lazy" />
          </span>
          {settings ? (
            <>
              <p className="site-footer__name">{settings.company_name}</p>
              <p>{settings.description}</p>
              <p>
                <a href={telHref(settings.phone)}>{settings.phone}</a>
                <br />
                <a href={`mailto:${settings.email}`}>{settings.email}</a>
              </p>
            </>
          ) : (
            <p>{t('footer.loading')}</p>
          )}
        </div>
        <LinkList className="site-footer__col" headingClass="site-footer__heading" title={t('footer.services')} links={navLinks(serviceLinks, locale)} />
        <LinkList className="site-footer__col" headingClass="site-footer__heading" title={t('footer.company')} links={navLinks(footerCompanyLinks, locale)} />
        <LinkList
          className="site-footer__col"
          headingClass="site-footer__heading"
          title={t('footer.resources')}
          links={navLinks([...resourceLinks, ...cityLinks], locale)}
        />
      </div>
      <div className="container site-footer__legal">
        <p>
          © {year} {settings?.company_name ?? brand.name}. {t('footer.serving')} <Link to={privacy!.to}>{privacy!.label}</Link>
        </p>
      </div>
    </footer>
  );
}
