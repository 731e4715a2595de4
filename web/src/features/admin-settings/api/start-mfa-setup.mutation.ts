import { graphql } from '~/gql/graphql';

/** Two-factor enrolment, step 1 (current password): a new secret as a QR code. */
export const startMfaSetupMutation = graphql(`
  mutation startMfaSetup($input: MfaSetupInput!) {
    startMfaSetup(input: $input) {
      secret
      otpauth_url
      qr_svg
    }
  }
`);
