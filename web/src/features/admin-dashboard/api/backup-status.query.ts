import { graphql, type ResultOf } from '~/gql/graphql';

/** The backups panel: the last good backup and its age, the last restore drill, failures. */
export const backupStatusQuery = graphql(`
  query backupStatus {
    backupStatus {
      failing
      last_good_age_hours
      next_scheduled_at
      last_good {
        id
        set_id
        finished_at
        location
        rows
        objects
        database_bytes
        object_bytes
      }
      last_drill {
        id
        set_id
        drill_state
        drill_at
        drill_error
      }
      last_failure {
        id
        kind
        state
        started_at
        error
        drill_state
        drill_error
      }
      running {
        id
        started_at
      }
    }
  }
`);

export type BackupStatusView = ResultOf<typeof backupStatusQuery>['backupStatus'];
