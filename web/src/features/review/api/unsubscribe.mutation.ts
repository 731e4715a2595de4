import { graphql } from '~/gql/graphql';

/** The unsubscribe page's button. */
export const unsubscribeMutation = graphql(`
  mutation unsubscribe($token: String!) {
    unsubscribe(token: $token) {
      unsubscribed
    }
  }
`);
