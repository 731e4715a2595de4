import { graphql } from '~/gql/graphql';

export const createMaterialMutation = graphql(`
  mutation createMaterial($input: MaterialInput!) {
    createMaterial(input: $input) {
      id
    }
  }
`);
