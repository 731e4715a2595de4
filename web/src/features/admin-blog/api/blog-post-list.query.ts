import { graphql } from '~/gql/graphql';

/** Every field the list shows and the edit dialog prefills. */
export const adminBlogPostsQuery = graphql(`
  query adminBlogPosts {
    adminBlogPosts {
      id
      slug
      title
      excerpt
      content
      image
      author_name
      author_role
      author_avatar
      category
      featured
      published
      created_at
    }
  }
`);
