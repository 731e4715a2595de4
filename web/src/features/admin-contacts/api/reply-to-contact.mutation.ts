import { graphql } from '~/gql/graphql';

/** Queues a reply to the homeowner; the same client_id again answers the same reply (never a second e-mail). */
export const replyToContactMutation = graphql(`
  mutation replyToContact($id: Int!, $input: ContactReplyInput!) {
    replyToContact(id: $id, input: $input) {
      id
      status
    }
  }
`);
