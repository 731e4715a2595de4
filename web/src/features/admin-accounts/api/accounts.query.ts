import { graphql } from '~/gql/graphql';

/** Every staff account and what the Accounts screen shows of it. */
export const adminAccountsQuery = graphql(`
  query adminAccounts {
    adminAccounts {
      id
      username
      role
      email
      active
      must_change_password
      mfa_enabled
      last_login_at
      created_at
    }
  }
`);
