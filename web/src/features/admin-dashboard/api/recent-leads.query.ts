import { graphql } from '~/gql/graphql';

/** The five newest leads, so a new one is one click away. */
export const recentLeadsQuery = graphql(`
  query recentLeads {
    contactPage(filter: { page: 1, page_size: 5 }) {
      total
      items {
        id
        name
        subject
        city
        status
        created_at
      }
    }
  }
`);
