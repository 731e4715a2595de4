import { isRouteErrorResponse, Outlet, useLocation, useRouteError } from 'react-router';
import { Island } from '~/islands/island';
import { webContext } from '~/app/load-context';
import { SiteFooter } from '~/features/layout/components/site-footer';
import { SiteHeader } from '~/features/layout/components/site-header';
import { NotFoundContent } from '~/features/layout/components/not-found-content';
import { siteSettingsQuery } from '~/lib/api/site-settings.query';
import { useSiteSettings, type PublicLayoutData } from '~/lib/site-settings';
import { errorMessage } from '~/lib/error-message';
import type { Route } from './+types/layout';

/** Company info and office hours for every page; read once per document, kept across navigations. */
export async function loader({ context }: Route.LoaderArgs): Promise<PublicLayoutData> {
  const { graphql, publicUrl } = context.get(webContext);
  const { siteSettings, publicOfficeHours } = await graphql(siteSettingsQuery);
  return { settings: siteSettings, officeHours: publicOfficeHours, publicUrl };
}

export function shouldRevalidate() {
  return false;
}

/** The header is an island (menus, scroll style); the rest of the page is server HTML only. */
function Header({ phone }: { phone?: string }) {
  const { pathname } = useLocation();
  return <Island name="site-header" component={SiteHeader} props={{ phone, path: pathname }} />;
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

/** A page that failed keeps the site's header and footer (docs/product.md §8: the error's text, or a fallback). */
export function ErrorBoundary() {
  const error = useRouteError();
  const settings = useSiteSettings();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      <Header phone={settings?.phone} />
      <main id="main" tabIndex={-1}>
        {notFound ? (
          <NotFoundContent />
        ) : (
          <section className="section container not-found">
            <h1>Something went wrong</h1>
            <p className="lead">{errorMessage(isRouteErrorResponse(error) ? error.data : error)}</p>
            <p>Please try again in a moment, or call us: we are happy to help.</p>
          </section>
        )}
      </main>
      <SiteFooter settings={settings} />
    </>
  );
}
