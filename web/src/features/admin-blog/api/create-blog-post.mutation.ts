import { graphql } from '~/gql/graphql';

export const createBlogPostMutation = graphql(`
  mutation createBlogPost($input: BlogPostInput!) {
    createBlogPost(input: $input) {
      id
    }
  }
`);
