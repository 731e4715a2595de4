import { graphql } from '~/gql/graphql';
import { backupSettingsFields } from './backup-settings.query';

export const updateBackupSettingsMutation = graphql(
  `
    mutation updateBackupSettings($input: BackupSettingsInput!) {
      updateBackupSettings(input: $input) {
        ...BackupSettingsFields
      }
    }
  `,
  [backupSettingsFields],
);
