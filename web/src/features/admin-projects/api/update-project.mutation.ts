import { graphql } from '~/gql/graphql';

export const updateProjectMutation = graphql(`
  mutation updateProject($id: Int!, $input: ProjectInput!) {
    updateProject(id: $id, input: $input) {
      id
    }
  }
`);
