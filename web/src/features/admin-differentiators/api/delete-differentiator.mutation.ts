import { graphql } from '~/gql/graphql';

export const deleteDifferentiatorMutation = graphql(`
  mutation deleteDifferentiator($id: Int!) {
    deleteDifferentiator(id: $id)
  }
`);
