import { EstimateActions } from '~/components/sections/estimate-actions';
import { data, Link } from 'react-router';
import { brand } from '@northrock/core/brand';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { CtaBand } from '~/components/sections/cta-band';
import { RelatedServices } from '~/components/sections/related-links';
import { webContext } from '~/app/load-context';
import { blogPostQuery } from '~/features/blog/api/blog-post.query';
import { relatedServicesFor } from '~/features/blog/related';
import { NotFoundContent } from '~/features/layout/components/not-found-content';
import { formatDate } from '~/lib/format';
import { absoluteUrl, pageMeta, publicUrlOf } from '~/lib/seo';
import type { Route } from './+types/blog-post';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { blogPost } = await context.get(webContext).graphql(blogPostQuery, { slug: params.slug });
  if (!blogPost) return data({ post: null }, { status: 404 });
  return { post: blogPost };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const post = loaderData?.post;
  if (!post) {
    return [
      ...pageMeta(matches, { title: 'Article not found', description: 'This article does not exist.', keywords: [], path: `/blog/${params.slug}` }),
      { name: 'robots', content: 'noindex' },
    ];
  }
  const publicUrl = publicUrlOf(matches);
  return pageMeta(matches, {
    title: post.title,
    description: post.excerpt,
    keywords: [post.category, 'Northrock blog', 'foundation repair', 'waterproofing'],
    path: `/blog/${post.slug}`,
    image: post.image,
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.excerpt,
      image: absoluteUrl(publicUrl, post.image),
      datePublished: post.created_at,
      author: { '@type': 'Person', name: post.author_name, jobTitle: post.author_role },
      publisher: { '@type': 'Organization', name: brand.name, logo: { '@type': 'ImageObject', url: `${publicUrl}/brand/northrock-logo.svg` } },
      mainEntityOfPage: `${publicUrl}/blog/${post.slug}`,
    },
  });
};

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  const post = loaderData.post;
  if (!post) return <NotFoundContent />;
  return (
    <>
      <article className="section">
        <div className="container article">
          <p className="breadcrumb-light">
            <Link to="/blog">← Back to blog</Link>
          </p>
          <p className="card__tag">{post.category}</p>
          <h1>{post.title}</h1>
          <div className="article__meta">
            {post.author_avatar && <img src={post.author_avatar} alt="" width={48} height={48} />}
            <span>
              By <strong>{post.author_name}</strong>, {post.author_role}
              <br />
              <time dateTime={post.created_at}>{formatDate(post.created_at)}</time>
            </span>
          </div>
          <ResponsiveImage className="rounded" src={post.image} alt="" priority sizes="(min-width: 800px) 760px, 100vw" />
          <div className="article__body" dangerouslySetInnerHTML={{ __html: post.content }} />
          <div className="card" style={{ marginTop: 32 }}>
            <h2>Have a question about your foundation?</h2>
            <p>Call us or send photos for a free estimate. We reply within 24 hours.</p>
            <EstimateActions />
          </div>
          <div style={{ marginTop: 32 }}>
            <RelatedServices slugs={relatedServicesFor(post.slug, post.category)} />
          </div>
          <p>
            <Link to="/blog">← Back to blog</Link>
          </p>
        </div>
      </article>
      <CtaBand />
    </>
  );
}
