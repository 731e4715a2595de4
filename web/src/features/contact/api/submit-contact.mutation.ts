import { graphql, type VariablesOf } from '~/gql/graphql';

/** The public contact form's submission (photos are uploaded first through POST /api/upload). */
export const submitContactMutation = graphql(`
  mutation submitContact($input: ContactInput!) {
    submitContact(input: $input) {
      id
      status
      created_at
      booking_token
    }
  }
`);

export type SubmitContactVariables = VariablesOf<typeof submitContactMutation>;
