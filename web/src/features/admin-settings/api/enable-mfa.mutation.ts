import { graphql } from '~/gql/graphql';

/** Two-factor enrolment, step 2: the first code turns it on and answers the recovery codes once. */
export const enableMfaMutation = graphql(`
  mutation enableMfa($input: MfaEnableInput!) {
    enableMfa(input: $input) {
      recovery_codes
    }
  }
`);
