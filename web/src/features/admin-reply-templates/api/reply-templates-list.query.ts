import { graphql } from '~/gql/graphql';

/** Every field the list shows and the edit dialog prefills. */
export const adminReplyTemplatesQuery = graphql(`
  query adminReplyTemplates {
    adminReplyTemplates {
      id
      title
      body
      title_fr
      body_fr
      order
    }
  }
`);
