import { graphql } from '~/gql/graphql';

export const createDifferentiatorMutation = graphql(`
  mutation createDifferentiator($input: DifferentiatorInput!) {
    createDifferentiator(input: $input) {
      id
    }
  }
`);
