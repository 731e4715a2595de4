import { graphql } from '~/gql/graphql';

export const createPropertyTypeMutation = graphql(`
  mutation createPropertyType($input: PropertyTypeInput!) {
    createPropertyType(input: $input) {
      id
    }
  }
`);
