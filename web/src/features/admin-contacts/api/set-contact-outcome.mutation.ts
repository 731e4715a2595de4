import { graphql } from '~/gql/graphql';

/** A lead's outcome apart from its status: won with the job value in cents, lost with a reason. */
export const setContactOutcomeMutation = graphql(`
  mutation setContactOutcome($id: Int!, $input: ContactOutcomeInput!) {
    setContactOutcome(id: $id, input: $input) {
      id
      outcome
      job_value_cents
      lost_reason
      outcome_at
    }
  }
`);
