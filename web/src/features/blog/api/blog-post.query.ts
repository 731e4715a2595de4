import { graphql, type ResultOf } from '~/gql/graphql';

/** One published post; null when absent or unpublished. */
export const blogPostQuery = graphql(`
  query blogPost($slug: String!) {
    blogPost(slug: $slug) {
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
      created_at
    }
  }
`);

export type BlogPost = NonNullable<ResultOf<typeof blogPostQuery>['blogPost']>;
