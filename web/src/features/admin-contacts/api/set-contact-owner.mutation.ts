import { graphql } from '~/gql/graphql';

export const setContactOwnerMutation = graphql(`
  mutation setContactOwner($id: Int!, $input: ContactOwnerInput!) {
    setContactOwner(id: $id, input: $input) {
      id
      owner_id
    }
  }
`);
