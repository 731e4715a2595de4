import { webContext } from '~/app/load-context';
import { publicStaticPaths } from '~/config/site-nav';
import { blogPostsQuery } from '~/features/blog/api/blog-posts.query';
import { languageTags, locales } from '~/lib/locale';
import { pageAddresses } from '~/lib/seo';
import type { Route } from './+types/sitemap';

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

interface Entry {
  loc: string;
  lastmod?: string;
  /** The page in each language (`hreflang` alternates), when it has both. */
  alternates?: { hreflang: string; href: string }[];
}

/**
 * Every public route and every published post, in both languages (docs/web.md, "Languages"):
 * each address with its `xhtml:link` alternates (en-CA, fr-CA, x-default = English), the same
 * set on both versions of a page. `config.publicUrl` is the origin.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { graphql, publicUrl } = context.get(webContext);
  const { blogPosts } = await graphql(blogPostsQuery);
  const pages = [
    ...publicStaticPaths.map((path) => ({ path, lastmod: undefined as string | undefined })),
    ...blogPosts.map((post) => ({ path: `/blog/${post.slug}`, lastmod: new Date(post.created_at).toISOString().slice(0, 10) })),
  ];
  const entries: Entry[] = pages.flatMap(({ path, lastmod }) => {
    const addresses = pageAddresses(path);
    if (!addresses) return [{ loc: `${publicUrl}${path}`, lastmod }];
    const alternates = [
      ...locales.map((l) => ({ hreflang: languageTags[l], href: `${publicUrl}${addresses[l]}` })),
      { hreflang: 'x-default', href: `${publicUrl}${addresses.en}` },
    ];
    return locales.map((l) => ({ loc: `${publicUrl}${addresses[l]}`, lastmod, alternates }));
  });
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map(
      (e) =>
        `  <url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}${(e.alternates ?? [])
          .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
          .join('')}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
