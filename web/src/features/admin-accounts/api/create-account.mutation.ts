import { graphql } from '~/gql/graphql';

export const createAdminAccountMutation = graphql(`
  mutation createAdminAccount($input: AdminAccountInput!) {
    createAdminAccount(input: $input) {
      id
    }
  }
`);
