import { graphql } from '~/gql/graphql';

/** The homeowner's review (the page's plain form, posted to the page and handed over by its action). */
export const submitReviewMutation = graphql(`
  mutation submitReview($token: String!, $input: ReviewInput!) {
    submitReview(token: $token, input: $input) {
      id
    }
  }
`);
