import { graphql } from '~/gql/graphql';

/** The staff accounts, for the Activity screen's person filter. */
export const activityPeopleQuery = graphql(`
  query activityPeople {
    adminAccounts {
      id
      username
    }
  }
`);
