import { graphql } from '~/gql/graphql';

export const deleteBlogPostMutation = graphql(`
  mutation deleteBlogPost($id: Int!) {
    deleteBlogPost(id: $id)
  }
`);
