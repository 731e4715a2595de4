import { graphql } from '~/gql/graphql';

export const deleteProjectMutation = graphql(`
  mutation deleteProject($id: Int!) {
    deleteProject(id: $id)
  }
`);
