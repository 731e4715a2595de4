import { graphql } from '~/gql/graphql';

export const deleteReplyTemplateMutation = graphql(`
  mutation deleteReplyTemplate($id: Int!) {
    deleteReplyTemplate(id: $id)
  }
`);
