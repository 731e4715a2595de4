import { graphql } from '~/gql/graphql';

/** Erases the homeowner's personal data from a lead (a request under the law); the lead stays for the counts. */
export const eraseContactMutation = graphql(`
  mutation eraseContact($id: Int!) {
    eraseContact(id: $id) {
      id
      erased_at
    }
  }
`);
