import { graphql } from '~/gql/graphql';

export const setContactStatusMutation = graphql(`
  mutation setContactStatus($id: Int!, $status: ContactStatus!) {
    setContactStatus(id: $id, status: $status) {
      id
      status
    }
  }
`);
