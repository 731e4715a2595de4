import { graphql } from '~/gql/graphql';
import { blogPostFields } from '~/lib/api/blog-post.fragment';

/** One published post; null when absent or unpublished. */
export const blogPostQuery = graphql(
  `
    query blogPost($slug: String!, $locale: Locale) {
      blogPost(slug: $slug, locale: $locale) {
        ...BlogPostFields
        content
      }
    }
  `,
  [blogPostFields],
);
