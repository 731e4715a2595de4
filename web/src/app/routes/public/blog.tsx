import { Link } from 'react-router';
import { Deferred } from '~/components/ui/deferred';
import { MediaCard } from '~/components/sections/media-card';
import { CtaBand } from '~/components/sections/cta-band';
import { webContext } from '~/app/load-context';
import { blogPostsQuery } from '~/features/blog/api/blog-posts.query';
import { blogContent as c } from '~/features/blog/content';
import { formatDate } from '~/lib/format';
import { isClientNavigation } from '~/lib/defer';
import { PageHero } from '~/components/sections/page-hero';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/blog';

export async function loader({ context, request }: Route.LoaderArgs) {
  const posts = context.get(webContext).graphql(blogPostsQuery);
  return { posts: isClientNavigation(request) ? posts : await posts };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { ...c.seo, path: '/blog' });

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Blog" title={c.hero.title} lead={c.hero.lead} actions={false} />
      <section className="section">
        <div className="container">
          <Deferred data={loaderData.posts} loading={c.loading}>
            {({ blogPosts }) =>
              blogPosts.length === 0 ? (
                <p>{c.empty}</p>
              ) : (
                <div className="grid grid--2">
                  {blogPosts.map((post) => (
                    <MediaCard
                      key={post.id}
                      image={post.image}
                      sizes="(min-width: 900px) 560px, 100vw"
                      title={
                        <h2 className="h3">
                          <Link to={`/blog/${post.slug}`}>{post.title}</Link>
                        </h2>
                      }
                    >
                      <p className="card__tag">{post.category}</p>
                      <p>{post.excerpt}</p>
                      <p className="post-meta">
                        By {post.author_name}, {post.author_role} · <time dateTime={post.created_at}>{formatDate(post.created_at)}</time>
                      </p>
                      <Link className="card__link" to={`/blog/${post.slug}`}>
                        Read the article<span className="visually-hidden">: {post.title}</span>
                      </Link>
                    </MediaCard>
                  ))}
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
