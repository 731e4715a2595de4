import { graphql } from '~/gql/graphql';

export const deleteVideoReelMutation = graphql(`
  mutation deleteVideoReel($id: Int!) {
    deleteVideoReel(id: $id)
  }
`);
