import { blogCrud, getPublishedPost, listPublishedPosts } from '@northrock/core/blog';
import { AppError } from '@northrock/core/platform';
import { builder } from '../../graphql/builder';
import { crudOperations } from '../../graphql/crud-operations';
import { publicReadFields } from '../../http/public-cache';

export const BlogPostType = crudOperations(blogCrud, {
  type: 'BlogPost',
  plural: 'blogPosts',
  description: 'An article; `content` is sanitized HTML. The public list holds published posts only, newest first.',
  publicList: listPublishedPosts,
  admin: true,
});

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
