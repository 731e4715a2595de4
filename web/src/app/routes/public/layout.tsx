import { isRouteErrorResponse, Outlet, useLocation, useRouteError } from 'react-router';
import { Island } from '~/islands/island';
import { webContext } from '~/app/load-context';
import { SiteFooter } from '~/features/layout/components/site-footer';
import { SiteHeader } from '~/features/layout/components/site-header';
import { NotFoundContent } from '~/features/layout/components/not-found-content';
import { headerNav } from '~/config/site-nav';
import { useTranslator } from '~/i18n/translator';
import { shownOfficeHours } from '~/i18n/office-hours';
import { siteSettingsQuery } from '~/lib/api/site-settings.query';
import { localeOfPath } from '~/lib/locale';
import { alternatePath } from '~/lib/seo';
import { useSiteSettings, type PublicLayoutData } from '~/lib/site-settings';
import { errorMessage } from '~/lib/error-message';
import type { Route } from './+types/layout';

/**
 * Company info and office hours for every page, the hours stated in the page's language;
 * read once per document (every public page is a document of its own).
 */
export async function loader({ context, request }: Route.LoaderArgs): Promise<PublicLayoutData> {
  const { graphql, publicUrl } = context.get(webContext);
  const locale = localeOfPath(new URL(request.url).pathname);
  const { siteSettings, publicOfficeHours } = await graphql(siteSettingsQuery, { locale });
  return { settings: siteSettings, officeHours: shownOfficeHours(publicOfficeHours, locale), publicUrl };
}

export function shouldRevalidate() {
  return false;
}

/** The header is an island (menus, scroll style, language switcher); the rest of the page is server HTML only. */
function Header({ phone }: { phone?: string }) {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  return (
    <Island
      name="site-header"
      component={SiteHeader}
      props={{ phone, path: pathname.replace(/(.)\/+$/, '$1'), nav: headerNav(locale), alternate: alternatePath(pathname) }}
    />
  );
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Header phone={loaderData.settings.phone} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter settings={loaderData.settings} />
    </>
  );
}

/** A page that failed keeps the site's header and footer (docs/product.md §8: the error's text, or a fallback), in its language. */
export function ErrorBoundary() {
  const error = useRouteError();
  const settings = useSiteSettings();
  const t = useTranslator();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      <Header phone={settings?.phone} />
      <main id="main" tabIndex={-1}>
        {notFound ? (
          <NotFoundContent />
        ) : (
          <section className="section container not-found">
            <h1>{t('error.title')}</h1>
            <p className="lead">{errorMessage(isRouteErrorResponse(error) ? error.data : error, t('error.fallback'))}</p>
            <p>{t('error.retry')}</p>
          </section>
        )}
      </main>
      <SiteFooter settings={settings} />
    </>
  );
}
