import { graphql } from '~/gql/graphql';

export const deletePropertyTypeMutation = graphql(`
  mutation deletePropertyType($id: Int!) {
    deletePropertyType(id: $id)
  }
`);
