import type { ResultOf } from 'gql.tada';
import { graphql } from '~/gql/graphql';

/** Every review, newest first (the Reviews screen). */
export const reviewsQuery = graphql(`
  query reviews {
    reviews {
      id
      lead_id
      lead_name
      rating
      text
      display_name
      consent
      language
      state
      submitted_at
      decided_at
      decided_by
      testimonial_id
    }
  }
`);

export type ReviewItem = ResultOf<typeof reviewsQuery>['reviews'][number];
