import { graphql } from '~/gql/graphql';

export const deleteMaterialMutation = graphql(`
  mutation deleteMaterial($id: Int!) {
    deleteMaterial(id: $id)
  }
`);
