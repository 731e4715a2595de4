import { defineEntity, p } from '@mikro-orm/core';
import { idColumn, timestampColumns } from '../shared';

const BlogPostSchema = defineEntity({
  name: 'BlogPost',
  tableName: 'blog_posts',
  properties: {
    ...idColumn,
    title: p.string(),
    slug: p.string().length(120).unique(),
    excerpt: p.text(),
    content: p.text(),
    title_fr: p.string().nullable(),
    excerpt_fr: p.text().nullable(),
    content_fr: p.text().nullable(),
    image: p.string().length(2048),
    author_name: p.string(),
    author_role: p.string(),
    author_avatar: p.string().length(2048),
    category: p.string(),
    featured: p.boolean().default(false),
    published: p.boolean().default(true),
    ...timestampColumns,
  },
});
export class BlogPost extends BlogPostSchema.class {}
BlogPostSchema.setClass(BlogPost);
export { BlogPostSchema };
