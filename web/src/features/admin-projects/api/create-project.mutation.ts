import { graphql } from '~/gql/graphql';

export const createProjectMutation = graphql(`
  mutation createProject($input: ProjectInput!) {
    createProject(input: $input) {
      id
    }
  }
`);
