import { graphql } from '~/gql/graphql';

/** Turns two-factor sign-in off (password and a code or recovery code). */
export const disableMfaMutation = graphql(`
  mutation disableMfa($input: MfaDisableInput!) {
    disableMfa(input: $input)
  }
`);
