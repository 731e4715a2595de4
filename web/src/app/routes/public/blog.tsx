import { Link } from 'react-router';
import { Deferred } from '~/components/ui/deferred';
import { MediaCard } from '~/components/sections/media-card';
import { CtaBand } from '~/components/sections/cta-band';
import { webContext } from '~/app/load-context';
import { blogPostsQuery } from '~/features/blog/api/blog-posts.query';
import * as en from '~/features/blog/content';
import * as fr from '~/features/blog/content.fr';
import { formatDate } from '~/lib/format';
import { isClientNavigation } from '~/lib/defer';
import { localeOfPath, pick, type Locale } from '~/lib/locale';
import { localizedPath } from '~/lib/localized-path';
import { PageHero } from '~/components/sections/page-hero';
import { localizedPageMeta } from '~/lib/localized-page-meta';
import { useLocale } from '~/lib/use-locale';
import type { Route } from './+types/blog';

const enLabels = {
  eyebrow: 'Blog',
  byline: (name: string, role: string) => `By ${name}, ${role}`,
  read: 'Read the article',
};
const labels: Record<Locale, typeof enLabels> = {
  en: enLabels,
  fr: {
    eyebrow: 'Blogue',
    byline: (name: string, role: string) => `Par ${name}, ${role}`,
    read: 'Lire l’article',
  },
};

/** Published posts in the page's language (each French field falling back to the English one). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const posts = context.get(webContext).graphql(blogPostsQuery, { locale });
  return { posts: isClientNavigation(request) ? posts : await posts };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  localizedPageMeta(matches, location.pathname, '/blog', (locale) => pick({ en, fr }, locale).blogContent.seo);

export default function Blog({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const { blogContent: c } = pick({ en, fr }, locale);
  const t = labels[locale];
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={c.hero.title} lead={c.hero.lead} actions={false} />
      <section className="section">
        <div className="container">
          <Deferred data={loaderData.posts} loading={c.loading}>
            {({ blogPosts }) =>
              blogPosts.length === 0 ? (
                <p>{c.empty}</p>
              ) : (
                <div className="grid grid--2">
                  {blogPosts.map((post) => {
                    const href = localizedPath(`/blog/${post.slug}`, locale);
                    return (
                      <MediaCard
                        key={post.id}
                        image={post.image}
                        sizes="(min-width: 900px) 560px, 100vw"
                        title={
                          <h2 className="h3">
                            <Link to={href}>{post.title}</Link>
                          </h2>
                        }
                      >
                        <p className="card__tag">{post.category}</p>
                        <p>{post.excerpt}</p>
                        <p className="post-meta">
                          {t.byline(post.author_name, post.author_role)} · <time dateTime={post.created_at}>{formatDate(post.created_at, locale)}</time>
                        </p>
                        <Link className="card__link" to={href}>
                          {t.read}
                          <span className="visually-hidden">: {post.title}</span>
                        </Link>
                      </MediaCard>
                    );
                  })}
                </div>
              )
            }
          </Deferred>
        </div>
      </section>
      <CtaBand />
    </>
  );
}
