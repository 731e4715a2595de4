import { graphql } from '~/gql/graphql';

/** "Back up now": the worker starts it within seconds; the Dashboard shows how it went. */
export const backUpNowMutation = graphql(`
  mutation backUpNow {
    backUpNow {
      id
      state
      scheduled_for
    }
  }
`);
