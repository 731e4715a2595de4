import { graphql } from '~/gql/graphql';

/** Releases a lead the spam defence held back: it then goes through the normal pipeline. */
export const markNotSpamMutation = graphql(`
  mutation markContactNotSpam($id: Int!) {
    markContactNotSpam(id: $id) {
      id
      delivery_state
    }
  }
`);
