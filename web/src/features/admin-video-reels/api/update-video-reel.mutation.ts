import { graphql } from '~/gql/graphql';

export const updateVideoReelMutation = graphql(`
  mutation updateVideoReel($id: Int!, $input: VideoReelInput!) {
    updateVideoReel(id: $id, input: $input) {
      id
    }
  }
`);
