import { graphql } from '~/gql/graphql';

export const createVideoReelMutation = graphql(`
  mutation createVideoReel($input: VideoReelInput!) {
    createVideoReel(input: $input) {
      id
    }
  }
`);
