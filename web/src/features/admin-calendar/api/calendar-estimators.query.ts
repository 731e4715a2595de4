import { graphql } from '~/gql/graphql';

/** The accounts visits may go to (the calendar's estimator picker). */
export const calendarEstimatorsQuery = graphql(`
  query calendarEstimators {
    leadOwners {
      id
      username
      role
    }
  }
`);
