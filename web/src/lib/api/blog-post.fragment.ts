import { graphql } from '~/gql/graphql';

/** What every view of a post shows (the public list and page, the admin list); unmasked, read as plain fields. */
export const blogPostFields = graphql(`
  fragment BlogPostFields on BlogPost @_unmask {
    id
    slug
    title
    excerpt
    image
    author_name
    author_role
    author_avatar
    category
    created_at
  }
`);
