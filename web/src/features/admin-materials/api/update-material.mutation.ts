import { graphql } from '~/gql/graphql';

export const updateMaterialMutation = graphql(`
  mutation updateMaterial($id: Int!, $input: MaterialInput!) {
    updateMaterial(id: $id, input: $input) {
      id
    }
  }
`);
