import { getPublishedPost } from '@northrock/core/blog';
import { AppError } from '@northrock/core/platform';
import { builder } from '../../graphql/builder';
import { publicReadFields } from '../../http/public-cache';
import { contentTypeRefs } from '../content/content.graphql';

// The type and its CRUD come from the registry (content.graphql.ts); the public page by slug is the blog's own.
const BlogPostType = contentTypeRefs.get('BlogPost')!;

publicReadFields.add('blogPost');
builder.queryField('blogPost', (t) =>
  t.field({
    type: BlogPostType,
    nullable: true,
    description: 'One published post by its slug; null when there is none (the page answers 404).',
    args: { slug: t.arg.string({ required: true }) },
    resolve: async (_root, { slug }, ctx) => {
      try {
        return await getPublishedPost(ctx.em, slug);
      } catch (err) {
        if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
        throw err;
      }
    },
  }),
);
