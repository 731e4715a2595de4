import { graphql } from '~/gql/graphql';

export const deleteServiceMutation = graphql(`
  mutation deleteService($id: Int!) {
    deleteService(id: $id)
  }
`);
