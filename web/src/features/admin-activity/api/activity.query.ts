import { graphql, type ResultOf } from '~/gql/graphql';

/** One page of the activity history, with each entry's changed fields. */
export const activityQuery = graphql(`
  query activity($filter: ActivityFilter) {
    activity(filter: $filter) {
      total
      page
      page_size
      items {
        id
        created_at
        actor_id
        actor_username
        action
        entity_type
        entity_id
        label
        restorable
        restorable_before
        restored_from
        changes {
          field
          before
          after
        }
      }
    }
  }
`);

export type ActivityItem = ResultOf<typeof activityQuery>['activity']['items'][number];
