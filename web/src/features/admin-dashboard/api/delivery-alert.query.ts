import { graphql } from '~/gql/graphql';

/** Leads that have not reached staff and need an admin (the red banner). */
export const deliveryAlertQuery = graphql(`
  query deliveryAlert {
    deliveryAlert {
      undelivered
      failed
      oldest_received_at
    }
  }
`);
