import { graphql } from '~/gql/graphql';

/** Keep a review private (its testimonial, if published, leaves the site). */
export const keepReviewPrivateMutation = graphql(`
  mutation keepReviewPrivate($id: Int!) {
    keepReviewPrivate(id: $id) {
      id
      state
      decided_at
      decided_by
      testimonial_id
    }
  }
`);
