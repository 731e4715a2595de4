import { blogPostQuery } from '~/features/blog/api/blog-post.query';
import { blogPostsQuery } from '~/features/blog/api/blog-posts.query';
import { homeSectionsQuery } from '~/features/home/api/home-sections.query';
import { servicesQuery } from '~/features/services/api/services.query';
import { materialsQuery } from '~/features/systems/api/materials.query';
import { testimonialsQuery } from '~/features/testimonials/api/testimonials.query';
import { siteSettingsQuery } from '~/lib/api/site-settings.query';

/**
 * The public GraphQL reads the site's pages run (their loaders, app/routes/public/), each the
 * document the web sends: `make bench-api` loads each one through `POST /graphql`. `slug`: the
 * query needs a published post's slug.
 */
export const publicReadQueries = [
  { name: 'siteSettings', document: siteSettingsQuery },
  { name: 'services', document: servicesQuery },
  { name: 'materials', document: materialsQuery },
  { name: 'testimonials', document: testimonialsQuery },
  { name: 'homeSections', document: homeSectionsQuery },
  { name: 'blogPosts', document: blogPostsQuery },
  { name: 'blogPost', document: blogPostQuery, slug: true },
] as const;
