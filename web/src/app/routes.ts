import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { whyPath } from '@northrock/core/brand';
import { frenchPaths } from '../config/localized-paths';
import { cityLinks, serviceSlugs } from '../config/site-nav';

const pub = (file: string) => `routes/public/${file}`;
const adm = (file: string) => `routes/admin/${file}`;

type Lang = 'en' | 'fr';

/**
 * A public page's route in one language (docs/web.md, "Languages"): English at its path, French
 * at its French path (config/localized-paths.ts), with the same module and the id suffixed `-fr`.
 */
function page(lang: Lang, enPath: string, file: string, id?: string) {
  const path = lang === 'en' ? enPath : frenchPaths[enPath];
  if (path === undefined) throw new Error(`No French path for ${enPath} (config/localized-paths.ts)`);
  const routeId = lang === 'en' ? id : `${id ?? pub(file).replace(/\.tsx?$/, '')}-fr`;
  const options = routeId ? { id: routeId } : {};
  return path === '/' ? index(pub(file), options) : route(path.slice(1), pub(file), options);
}

/** Every public page of one language, then its 404 (unknown paths under `/fr/` answer the French one). */
const publicRoutes = (lang: Lang) => [
  page(lang, '/', 'home.tsx'),
  page(lang, '/services', 'services.tsx'),
  ...serviceSlugs.map((slug) => page(lang, `/services/${slug}`, 'service.tsx', `service-${slug}`)),
  ...cityLinks.map((city) => page(lang, city.to, 'city.tsx', `city-${city.to.slice(1)}`)),
  page(lang, '/about', 'about.tsx'),
  page(lang, whyPath, 'why.tsx'),
  page(lang, '/blog', 'blog.tsx'),
  lang === 'en' ? route('blog/:slug', pub('blog-post.tsx')) : route('fr/blogue/:slug', pub('blog-post.tsx'), { id: 'routes/public/blog-post-fr' }),
  page(lang, '/contact', 'contact.tsx'),
  page(lang, '/service-areas', 'service-areas.tsx'),
  page(lang, '/testimonials', 'testimonials.tsx'),
  page(lang, '/warranty', 'warranty.tsx'),
  page(lang, '/our-systems', 'our-systems.tsx'),
  page(lang, '/resources', 'resources.tsx'),
  page(lang, '/careers', 'careers.tsx'),
  page(lang, '/privacy', 'privacy.tsx'),
  // Unknown paths (including /projects): the site's own 404 page with HTTP 404.
  lang === 'en' ? route('*', pub('not-found.tsx')) : route('fr/*', pub('not-found.tsx'), { id: 'routes/public/not-found-fr' }),
];

/** docs/product.md §2.2. Admin routes go in the marked block below. */
export default [
  route('sitemap.xml', pub('sitemap.ts')),
  route('robots.txt', pub('robots.ts')),
  layout(pub('layout.tsx'), [...publicRoutes('en'), ...publicRoutes('fr')]),
  // --- admin routes ---
  // Client-rendered back office, its code split from the public site.
  route('admin', adm('admin-root.tsx'), [
    index(adm('admin-index.tsx')),
    route('login', adm('login.tsx')),
    layout(adm('admin-layout.tsx'), [
      route('dashboard', adm('dashboard.tsx')),
      route('services', adm('services.tsx')),
      route('projects', adm('projects.tsx')),
      // docs/product.md names this address; the screen is the video reels'.
      route('videos', adm('video-reels.tsx')),
      route('blog', adm('blog.tsx')),
      route('testimonials', adm('testimonials.tsx')),
      route('materials', adm('materials.tsx')),
      // The screen's earlier address: bookmarks still land on it.
      route('systems', adm('systems-redirect.tsx')),
      route('property-types', adm('property-types.tsx')),
      route('differentiators', adm('differentiators.tsx')),
      route('reply-templates', adm('reply-templates.tsx')),
      route('contacts', adm('contacts.tsx')),
      route('accounts', adm('accounts.tsx')),
      route('activity', adm('activity.tsx')),
      route('settings', adm('settings.tsx')),
    ]),
  ]),
] satisfies RouteConfig;
