import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { whyPath } from '@northrock/core/brand';
import { contentCatalogue, type ContentDeclaration } from '@northrock/core/browser';
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
  page(lang, '/book', 'book.tsx'),
  // The booking links of the e-mails (docs/web.md, "Booking"): a signed token after the page's prefix.
  lang === 'en' ? route('book/:token', pub('book-token.tsx')) : route('fr/reserver/:token', pub('book-token.tsx'), { id: 'routes/public/book-token-fr' }),
  lang === 'en' ? route('visit/:token', pub('visit.tsx')) : route('fr/visite/:token', pub('visit.tsx'), { id: 'routes/public/visit-fr' }),
  page(lang, '/service-areas', 'service-areas.tsx'),
  page(lang, '/testimonials', 'testimonials.tsx'),
  page(lang, '/warranty', 'warranty.tsx'),
  page(lang, '/our-systems', 'our-systems.tsx'),
  page(lang, '/resources', 'resources.tsx'),
  page(lang, '/careers', 'careers.tsx'),
  page(lang, '/privacy', 'privacy.tsx'),
  // The signed links of the e-mails to homeowners (not in the sitemap).
  lang === 'en' ? route('review', pub('review.tsx')) : route('fr/avis', pub('review.tsx'), { id: 'routes/public/review-fr' }),
  lang === 'en' ? route('unsubscribe', pub('unsubscribe.tsx')) : route('fr/desabonnement', pub('unsubscribe.tsx'), { id: 'routes/public/unsubscribe-fr' }),
  // Unknown paths (including /projects): the site's own 404 page with HTTP 404.
  lang === 'en' ? route('*', pub('not-found.tsx')) : route('fr/*', pub('not-found.tsx'), { id: 'routes/public/not-found-fr' }),
];

/**
 * The content types whose back office screen is their own component (the registry says why:
 * services/core/src/registry/content-catalogue.ts), by type name. Every other content type gets
 * the generic screen, `routes/admin/content.tsx`, at its address.
 */
const customContentScreens: Record<string, string> = {
  Service: 'services.tsx',
  Project: 'projects.tsx',
  VideoReel: 'video-reels.tsx',
  BlogPost: 'blog.tsx',
  Testimonial: 'testimonials.tsx',
};

/** A screen per content type of the registry, at its sidebar address. */
const contentRoutes = () =>
  (contentCatalogue as readonly ContentDeclaration[]).map((type) => {
    const segment = type.nav.path.replace(/^\/admin\//, '');
    if (type.screen.kind === 'generic') return route(segment, adm('content.tsx'), { id: `routes/admin/content-${segment}` });
    const file = customContentScreens[type.typeName];
    if (!file) throw new Error(`Content type ${type.typeName} declares a custom screen: name its route module in customContentScreens (web/src/app/routes.ts)`);
    return route(segment, adm(file));
  });

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
      ...contentRoutes(),
      // The Materials screen's earlier address: bookmarks still land on it.
      route('systems', adm('systems-redirect.tsx')),
      route('contacts', adm('contacts.tsx')),
      route('calendar', adm('calendar.tsx')),
      route('reviews', adm('reviews.tsx')),
      route('accounts', adm('accounts.tsx')),
      route('activity', adm('activity.tsx')),
      route('settings', adm('settings.tsx')),
    ]),
  ]),
] satisfies RouteConfig;
