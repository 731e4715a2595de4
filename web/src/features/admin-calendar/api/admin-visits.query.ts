import { graphql, type ResultOf } from '~/gql/graphql';

/** The visits of a view (an estimator sees their own: the server enforces it), with what the calendar shows of each. */
export const adminVisitsQuery = graphql(`
  query adminVisits($from: String!, $to: String!, $estimatorId: Int) {
    adminVisits(from: $from, to: $to, estimatorId: $estimatorId) {
      id
      lead_id
      lead_name
      city
      estimator_id
      estimator_name
      start
      end
      status
      booked_by
      label
    }
  }
`);

export type AdminVisit = ResultOf<typeof adminVisitsQuery>['adminVisits'][number];
