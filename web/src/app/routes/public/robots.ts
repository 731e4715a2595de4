import { webContext } from '~/app/load-context';
import type { Route } from './+types/robots';

/** Crawlers may read the public site; the back office and the API are off limits. */
export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.get(webContext);
  const body = ['User-agent: *', 'Disallow: /admin', 'Disallow: /api/', 'Disallow: /graphql', 'Allow: /', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join(
    '\n',
  );
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
