import type { ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useMatches, useRouteError } from 'react-router';
import { ToastProvider } from '~/components/ui/toast';
import { ScrollToTop } from '~/components/ui/scroll-to-top';
import { IslandsLoader } from '~/islands/assets';
import appCss from '~/styles/app.css?inline';
import { useTranslator } from '~/i18n/translator';
import { languageTags } from '~/lib/locale';
import { localizedPath } from '~/lib/localized-path';
import { useLocale } from '~/lib/use-locale';
import type { Route } from './+types/root';

// zod (the forms' validation) probes `new Function` once to pick a faster parser; under our
// CSP (no 'unsafe-eval') that probe is a reported violation. Tell it not to try, before any
// schema module loads. (zod reads this documented global; the server keeps its fast path.)
// Public pages set it in their own script (islands/client.tsx).
if (typeof window !== 'undefined') {
  const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  g.__zod_globalConfig = { ...g.__zod_globalConfig, jitless: true };
}

/**
 * Only the server needs the stylesheet's text: the browser keeps the inlined `<style>` it
 * received (hydration does not rewrite `dangerouslySetInnerHTML`), so the string stays out of
 * the client bundle.
 */
const criticalCss = import.meta.env.SSR ? appCss : '';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/** The back office is React Router's client app; public pages are not (docs/decisions/007-islands.md). */
const isAdminRoute = (id: string) => id.startsWith('routes/admin/');

/**
 * The document. The stylesheet is inlined (small, and it spares a render-blocking request
 * on slow rural connections); the CSP allows inline styles, scripts carry the nonce.
 *
 * Public pages get no router runtime: `IslandsLoader` starts their islands' one module
 * script once the page has loaded. Only the back office loads React Router's client (`<Scripts />`).
 */
export function Layout({ children }: { children: ReactNode }) {
  const admin = useMatches().some((m) => isAdminRoute(m.id));
  // The page's language from its address only (docs/web.md, "Languages").
  const locale = useLocale();
  return (
    <html lang={languageTags[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0e2f44" />
        <Meta />
        <Links />
        <style dangerouslySetInnerHTML={{ __html: criticalCss }} suppressHydrationWarning />
      </head>
      <body>
        {children}
        {admin ? <Scripts /> : <IslandsLoader />}
      </body>
    </html>
  );
}

export default function App() {
  const admin = useMatches().some((m) => isAdminRoute(m.id));
  if (!admin) return <Outlet />;
  return (
    <ToastProvider>
      <ScrollToTop />
      <Outlet />
    </ToastProvider>
  );
}

/** Last resort when a page fails outside the public layout (which has its own). */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const t = useTranslator();
  const locale = useLocale();
  return (
    <main id="main" className="container section error-page">
      <h1>{notFound ? t('notFound.title') : t('error.title')}</h1>
      <p>{notFound ? t('error.pageMissing') : t('error.pageFailed')}</p>
      <p>
        <a className="btn btn-primary" href={localizedPath('/', locale)}>
          {t('error.home')}
        </a>{' '}
        <a className="btn btn-outline" href={localizedPath('/contact', locale)}>
          {t('error.contact')}
        </a>
      </p>
    </main>
  );
}
