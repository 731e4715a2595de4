import { graphql } from '~/gql/graphql';

export const createReplyTemplateMutation = graphql(`
  mutation createReplyTemplate($input: ReplyTemplateInput!) {
    createReplyTemplate(input: $input) {
      id
    }
  }
`);
