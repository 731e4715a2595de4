import { graphql } from '~/gql/graphql';

/** The templates a reply may start from, in order. */
export const replyTemplateChoicesQuery = graphql(`
  query replyTemplateChoices {
    replyTemplateChoices {
      id
      title
    }
  }
`);
