import sanitizeHtml from 'sanitize-html';
import type { Em } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { defineCrud } from '../shared';
import { BlogPost } from './blog.entity';
import { blogPostInput } from './blog.schemas';

/** What the rich-text editor may produce; everything else (scripts, handlers, styles) is dropped. */
const allowedHtml: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
    h1: 'h2',
  },
};

function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, allowedHtml).trim();
}

export const blogCrud = defineCrud({
  entity: BlogPost,
  label: 'Blog post',
  input: blogPostInput,
  orderBy: { created_at: 'desc', id: 'desc' },
  unique: ['slug'],
  prepare: (data) => {
    const content = sanitizeArticleHtml(data.content);
    if (!content) throw AppError.validation([{ field: 'content', message: 'Content is required' }]);
    // The French article is optional: sanitized the same way, and nothing left means "show the English".
    const french = data.content_fr ? sanitizeArticleHtml(data.content_fr) : '';
    return { ...data, content, content_fr: french || null };
  },
});

/** The public blog: published posts only, newest first. */
export function listPublishedPosts(em: Em): Promise<BlogPost[]> {
  return blogCrud.list(em, { published: true });
}

export async function getPublishedPost(em: Em, slug: string): Promise<BlogPost> {
  const post = await em.findOne(BlogPost, { slug, published: true });
  if (!post) throw AppError.notFound('Blog post');
  return post;
}
