import { graphql } from '~/gql/graphql';

export const createServiceMutation = graphql(`
  mutation createService($input: ServiceInput!) {
    createService(input: $input) {
      id
    }
  }
`);
