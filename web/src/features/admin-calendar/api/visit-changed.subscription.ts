import { graphql } from '~/gql/graphql';

/**
 * Each visit booked, moved, cancelled or marked from now on, from any gateway (server-sent events):
 * the server sends an estimator their own visits only (docs/admin.md, "Bookings and the calendar").
 */
export const visitChangedSubscription = graphql(`
  subscription visitChanged {
    visitChanged {
      id
    }
  }
`);
