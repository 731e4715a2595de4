import { graphql } from '~/gql/graphql';
import { blogPostFields } from '~/lib/api/blog-post.fragment';

/** Every field the list shows and the edit dialog prefills. */
export const adminBlogPostsQuery = graphql(
  `
    query adminBlogPosts {
      adminBlogPosts {
        ...BlogPostFields
        content
        title_fr
        excerpt_fr
        content_fr
        featured
        published
      }
    }
  `,
  [blogPostFields],
);
