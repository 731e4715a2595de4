import { webContext } from '~/app/load-context';
import { publicStaticPaths } from '~/config/site-nav';
import { blogPostsQuery } from '~/features/blog/api/blog-posts.query';
import type { Route } from './+types/sitemap';

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Every public route and every published post, with `config.publicUrl` as the origin. */
export async function loader({ context }: Route.LoaderArgs) {
  const { graphql, publicUrl } = context.get(webContext);
  const { blogPosts } = await graphql(blogPostsQuery);
  const entries = [
    ...publicStaticPaths.map((path) => ({ loc: `${publicUrl}${path}`, lastmod: undefined as string | undefined })),
    ...blogPosts.map((post) => ({
      loc: `${publicUrl}/blog/${post.slug}`,
      lastmod: new Date(post.created_at).toISOString().slice(0, 10),
    })),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map((e) => `  <url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`),
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
