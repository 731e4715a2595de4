import { graphql } from '~/gql/graphql';

/** Ends the session on the server too, so the token stops working. */
export const logoutMutation = graphql(`
  mutation logout {
    logout
  }
`);
