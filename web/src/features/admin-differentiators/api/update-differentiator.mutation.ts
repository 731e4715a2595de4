import { graphql } from '~/gql/graphql';

export const updateDifferentiatorMutation = graphql(`
  mutation updateDifferentiator($id: Int!, $input: DifferentiatorInput!) {
    updateDifferentiator(id: $id, input: $input) {
      id
    }
  }
`);
