import { graphql } from '~/gql/graphql';

/** Every source leads came from (all time, most first): the Contacts screen's Source filter. */
export const leadSourcesQuery = graphql(`
  query leadSources {
    leadsBySource {
      source
      leads
    }
  }
`);
