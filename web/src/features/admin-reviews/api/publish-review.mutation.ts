import { graphql } from '~/gql/graphql';

/** Publish a review as a testimonial, with its text in the other language if given. */
export const publishReviewMutation = graphql(`
  mutation publishReview($id: Int!, $input: ReviewPublishInput) {
    publishReview(id: $id, input: $input) {
      id
      state
      decided_at
      decided_by
      testimonial_id
    }
  }
`);
