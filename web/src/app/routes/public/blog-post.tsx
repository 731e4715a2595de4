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
import { languageTags, localeOfPath, type Locale } from '~/lib/locale';
import { localizedPath } from '~/lib/localized-path';
import { absoluteUrl, pageMeta, publicUrlOf } from '~/lib/seo';
import { breadcrumbJsonLd } from '~/lib/structured-data';
import { useLocale } from '~/lib/use-locale';
import type { Route } from './+types/blog-post';

const enLabels = {
  back: '← Back to blog',
  by: 'By',
  questionTitle: 'Have a question about your foundation?',
  questionText: 'Call us or send photos for a free estimate. We reply within 24 hours.',
  notFoundTitle: 'Article not found',
  notFoundText: 'This article does not exist.',
  blog: 'Blog',
  keywords: ['Northrock blog', 'foundation repair', 'waterproofing'],
};
const labels: Record<Locale, typeof enLabels> = {
  en: enLabels,
  fr: {
    back: '← Retour au blogue',
    by: 'Par',
    questionTitle: 'Une question sur votre fondation?',
    questionText: 'Appelez-nous ou envoyez des photos pour une estimation gratuite. Nous répondons en moins de 24 heures.',
    notFoundTitle: 'Article introuvable',
    notFoundText: 'Cet article n’existe pas.',
    blog: 'Blogue',
    keywords: ['blogue Northrock', 'réparation de fondation', 'imperméabilisation'],
  },
};

/** One published post in the page's language (each French field falling back to the English one). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const { blogPost } = await context.get(webContext).graphql(blogPostQuery, { slug: params.slug, locale });
  if (!blogPost) return data({ post: null }, { status: 404 });
  return { post: blogPost };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params, location }) => {
  const locale = localeOfPath(location.pathname);
  const t = labels[locale];
  const post = loaderData?.post;
  if (!post) {
    return [
      ...pageMeta(matches, { title: t.notFoundTitle, description: t.notFoundText, keywords: [], path: localizedPath(`/blog/${params.slug}`, locale), locale }),
      { name: 'robots', content: 'noindex' },
    ];
  }
  const publicUrl = publicUrlOf(matches);
  const englishPath = `/blog/${post.slug}`;
  const path = localizedPath(englishPath, locale);
  return pageMeta(matches, {
    title: post.title,
    description: post.excerpt,
    keywords: [post.category, ...t.keywords],
    path,
    locale,
    image: post.image,
    type: 'article',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.excerpt,
        image: absoluteUrl(publicUrl, post.image),
        datePublished: post.created_at,
        inLanguage: languageTags[locale],
        author: { '@type': 'Person', name: post.author_name, jobTitle: post.author_role },
        publisher: { '@type': 'Organization', name: brand.name, logo: { '@type': 'ImageObject', url: `${publicUrl}/brand/northrock-logo.svg` } },
        mainEntityOfPage: `${publicUrl}${path}`,
      },
      breadcrumbJsonLd(publicUrl, locale, [
        { name: t.blog, path: '/blog' },
        { name: post.title, path: englishPath },
      ]),
    ],
  });
};

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = labels[locale];
  const post = loaderData.post;
  if (!post) return <NotFoundContent />;
  const blogPath = localizedPath('/blog', locale);
  return (
    <>
      <article className="section">
        <div className="container article">
          <p className="breadcrumb-light">
            <Link to={blogPath}>{t.back}</Link>
          </p>
          <p className="card__tag">{post.category}</p>
          <h1>{post.title}</h1>
          <div className="article__meta">
            {post.author_avatar && <img src={post.author_avatar} alt="" width={48} height={48} />}
            <span>
              {t.by} <strong>{post.author_name}</strong>, {post.author_role}
              <br />
              <time dateTime={post.created_at}>{formatDate(post.created_at, locale)}</time>
            </span>
          </div>
          <ResponsiveImage className="rounded" src={post.image} alt="" priority sizes="(min-width: 800px) 760px, 100vw" />
          <div className="article__body" dangerouslySetInnerHTML={{ __html: post.content }} />
          <div className="card" style={{ marginTop: 32 }}>
            <h2>{t.questionTitle}</h2>
            <p>{t.questionText}</p>
            <EstimateActions />
          </div>
          <div style={{ marginTop: 32 }}>
            <RelatedServices slugs={relatedServicesFor(post.slug, post.category)} />
          </div>
          <p>
            <Link to={blogPath}>{t.back}</Link>
          </p>
        </div>
      </article>
      <CtaBand />
    </>
  );
}
