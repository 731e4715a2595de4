import { graphql } from '~/gql/graphql';

/** Every backup setting (unmasked: the form reads them all). */
export const backupSettingsFields = graphql(`
  fragment BackupSettingsFields on BackupSettings @_unmask {
    time
    keep_daily
    keep_weekly
    keep_monthly
  }
`);

/** When the nightly backup runs and how many sets are kept (the Settings form). */
export const backupSettingsQuery = graphql(
  `
    query backupSettings {
      backupSettings {
        ...BackupSettingsFields
      }
    }
  `,
  [backupSettingsFields],
);
