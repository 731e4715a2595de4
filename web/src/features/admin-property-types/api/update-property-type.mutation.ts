import { graphql } from '~/gql/graphql';

export const updatePropertyTypeMutation = graphql(`
  mutation updatePropertyType($id: Int!, $input: PropertyTypeInput!) {
    updatePropertyType(id: $id, input: $input) {
      id
    }
  }
`);
