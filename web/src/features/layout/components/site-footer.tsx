import { Link } from 'react-router';
import { brand } from '@northrock/core/brand';
import { cityLinks, footerCompanyLinks, privacyLink, resourceLinks, serviceLinks } from '~/config/site-nav';
import { LinkList } from '~/components/sections/link-list';
import { telHref } from '~/lib/phone';
import type { SiteSettings } from '~/lib/api/site-settings.query';

/** docs/product.md §2.1: company info from the server (site settings), and the site's link columns. */
export function SiteFooter({ settings }: { settings: SiteSettings | null }) {
  const year = new Date().getFullYear();
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
            <p>Loading...</p>
          )}
        </div>
        <LinkList className="site-footer__col" headingClass="site-footer__heading" title="Services" links={serviceLinks} />
        <LinkList className="site-footer__col" headingClass="site-footer__heading" title="Company" links={footerCompanyLinks} />
        <LinkList className="site-footer__col" headingClass="site-footer__heading" title="Resources" links={[...resourceLinks, ...cityLinks]} />
      </div>
      <div className="container site-footer__legal">
        <p>
          © {year} {settings?.company_name ?? brand.name}. Serving {brand.serviceArea}. <Link to={privacyLink.to}>{privacyLink.label}</Link>
        </p>
      </div>
    </footer>
  );
}
