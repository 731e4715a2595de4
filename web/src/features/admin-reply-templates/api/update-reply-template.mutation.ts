import { graphql } from '~/gql/graphql';

export const updateReplyTemplateMutation = graphql(`
  mutation updateReplyTemplate($id: Int!, $input: ReplyTemplateInput!) {
    updateReplyTemplate(id: $id, input: $input) {
      id
    }
  }
`);
