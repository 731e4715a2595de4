import { graphql } from '~/gql/graphql';

export const updateBlogPostMutation = graphql(`
  mutation updateBlogPost($id: Int!, $input: BlogPostInput!) {
    updateBlogPost(id: $id, input: $input) {
      id
    }
  }
`);
