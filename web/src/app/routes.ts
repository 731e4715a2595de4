import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { whyPath } from '@northrock/core/brand';
import { cityLinks, serviceSlugs } from '../config/site-nav';

const pub = (file: string) => `routes/public/${file}`;
const adm = (file: string) => `routes/admin/${file}`;

/** docs/product.md §2.2. Admin routes go in the marked block below. */
export default [
  route('sitemap.xml', pub('sitemap.ts')),
  route('robots.txt', pub('robots.ts')),
  layout(pub('layout.tsx'), [
    index(pub('home.tsx')),
    route('services', pub('services.tsx')),
    ...serviceSlugs.map((slug) => route(`services/${slug}`, pub('service.tsx'), { id: `service-${slug}` })),
    ...cityLinks.map((city) => route(city.to.slice(1), pub('city.tsx'), { id: `city-${city.to.slice(1)}` })),
    route('about', pub('about.tsx')),
    route(whyPath.slice(1), pub('why.tsx')),
    route('blog', pub('blog.tsx')),
    route('blog/:slug', pub('blog-post.tsx')),
    route('contact', pub('contact.tsx')),
    route('service-areas', pub('service-areas.tsx')),
    route('testimonials', pub('testimonials.tsx')),
    route('warranty', pub('warranty.tsx')),
    route('our-systems', pub('our-systems.tsx')),
    route('resources', pub('resources.tsx')),
    route('careers', pub('careers.tsx')),
    route('privacy', pub('privacy.tsx')),
    // Unknown paths (including /projects): the site's own 404 page with HTTP 404.
    route('*', pub('not-found.tsx')),
  ]),
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
