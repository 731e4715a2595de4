import { graphql } from '~/gql/graphql';

/** The review form behind a signed link: the homeowner's language, the Google link and their earlier answer. */
export const reviewFormQuery = graphql(`
  query reviewForm($token: String!) {
    reviewForm(token: $token) {
      language
      google_review_url
      review {
        rating
        text
        display_name
        consent
      }
    }
  }
`);
