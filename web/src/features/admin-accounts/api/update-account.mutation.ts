import { graphql } from '~/gql/graphql';

export const updateAdminAccountMutation = graphql(`
  mutation updateAdminAccount($id: Int!, $input: AdminAccountEditInput!) {
    updateAdminAccount(id: $id, input: $input) {
      id
      role
      email
    }
  }
`);
