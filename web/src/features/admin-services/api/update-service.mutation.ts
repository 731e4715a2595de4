import { graphql } from '~/gql/graphql';

export const updateServiceMutation = graphql(`
  mutation updateService($id: Int!, $input: ServiceInput!) {
    updateService(id: $id, input: $input) {
      id
    }
  }
`);
