import { graphql } from '~/gql/graphql';

/** Views per public page over the last 30 days (aggregated counters; nothing about visitors). */
export const pageViewsQuery = graphql(`
  query pageViews {
    pageViews(days: 30) {
      path
      views
    }
  }
`);
