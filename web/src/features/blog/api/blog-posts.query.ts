import { graphql, type ResultOf } from '~/gql/graphql';

/** Published posts, newest first (docs/product.md, Part 2: the public blog lists the database's posts). */
export const blogPostsQuery = graphql(`
  query blogPosts {
    blogPosts {
      id
      slug
      title
      excerpt
      image
      author_name
      author_role
      author_avatar
      category
      featured
      created_at
    }
  }
`);

export type BlogPostSummary = ResultOf<typeof blogPostsQuery>['blogPosts'][number];
