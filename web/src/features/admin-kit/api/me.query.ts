import { graphql } from '~/gql/graphql';

export const meQuery = graphql(`
  query me {
    me {
      username
      default_password
      password_change_required
      temporary_password
      mfa_enabled
      role
    }
  }
`);
