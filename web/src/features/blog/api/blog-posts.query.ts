import { graphql } from '~/gql/graphql';
import { blogPostFields } from '~/lib/api/blog-post.fragment';

/** Published posts, newest first (docs/product.md, Part 2: the public blog lists the database's posts). */
export const blogPostsQuery = graphql(
  `
    query blogPosts($locale: Locale) {
      blogPosts(locale: $locale) {
        ...BlogPostFields
        featured
      }
    }
  `,
  [blogPostFields],
);
