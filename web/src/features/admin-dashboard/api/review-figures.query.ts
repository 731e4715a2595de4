import type { ResultOf } from 'gql.tada';
import { graphql } from '~/gql/graphql';

/** The Dashboard's review figures: in all, per source and per estimator. */
export const reviewFiguresQuery = graphql(`
  query reviewFigures {
    reviewFigures {
      requests_sent
      answers
      average_rating
      published
      by_source {
        source
        requests_sent
        answers
        average_rating
        published
      }
      by_estimator {
        owner_id
        owner
        requests_sent
        answers
        average_rating
        published
      }
    }
  }
`);

export type ReviewFiguresView = ResultOf<typeof reviewFiguresQuery>['reviewFigures'];
