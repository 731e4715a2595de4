import { graphql } from '~/gql/graphql';

export const setAdminAccountActiveMutation = graphql(`
  mutation setAdminAccountActive($id: Int!, $input: AdminAccountActiveInput!) {
    setAdminAccountActive(id: $id, input: $input) {
      id
      active
    }
  }
`);
