import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { backupSettingsInput } from '@northrock/core/browser';
import { useToast } from '~/components/ui/toast';
import { EntityForm } from '~/features/admin-kit/components/entity-form';
import { LoadState } from '~/features/admin-kit/components/load-state';
import { initialValues, type FieldSpec } from '~/features/admin-kit/lib/field-spec';
import { isSessionEnded, serverDetail, serverFieldErrors } from '~/features/admin-kit/lib/server-error';
import { backUpNowMutation } from '../api/back-up-now.mutation';
import { backupSettingsQuery } from '../api/backup-settings.query';
import { updateBackupSettingsMutation } from '../api/update-backup-settings.mutation';

const fields: FieldSpec[] = [
  { kind: 'text', name: 'time', label: 'Nightly backup at (office time, HH:MM)', hint: 'When the office is closed: the backup reads the whole database.' },
  { kind: 'number', name: 'keep_daily', label: 'Daily backups kept', min: 1, max: 90 },
  { kind: 'number', name: 'keep_weekly', label: 'Weekly backups kept', min: 0, max: 104 },
  { kind: 'number', name: 'keep_monthly', label: 'Monthly backups kept', min: 0, max: 120 },
];

/**
 * Backups in Settings (docs/reliability.md, "Backups and restore"): "Back up now", the nightly
 * time and the retention counts. Where the backups go is the server's configuration (BACKUP_*).
 */
export function BackupSettingsPanel() {
  const toast = useToast();
  const query = useQuery(backupSettingsQuery, { fetchPolicy: 'network-only' });
  const [update] = useMutation(updateBackupSettingsMutation);
  const [backUp, { loading: starting }] = useMutation(backUpNowMutation);
  const settings = query.data?.backupSettings;

  // Nothing awaits the click: it reports its own outcome (a toast).
  const onBackUp = async () => {
    try {
      await backUp();
      toast.success('Backup started: the Dashboard shows when it is written and checked');
    } catch (err) {
      if (!isSessionEnded(err)) toast.error(serverDetail(err) ?? 'The backup could not be started');
    }
  };

  return (
    <>
      <p className="field__hint">
        Every night the worker backs up the database and every stored photo and image to the backup location the server is configured with (a folder or a bucket
        apart from the site&apos;s data), reads the backup back, and restores it into a scratch database to prove it can be restored. The{' '}
        <Link to="/admin">Dashboard</Link> shows the last good backup; a failure is e-mailed to the admins.
      </p>
      <p>
        <button type="button" className="btn btn-sm" onClick={() => void onBackUp()} disabled={starting}>
          {starting ? 'Starting...' : 'Back up now'}
        </button>
      </p>
      <LoadState ready={Boolean(settings)} loading={query.loading} error={query.error} loadingText="Loading backup settings...">
        <EntityForm
          schema={backupSettingsInput}
          fields={fields}
          initial={initialValues(backupSettingsInput, fields, settings)}
          submitLabel="Save Backup Settings"
          onSubmit={async (input) => {
            try {
              await update({ variables: { input } });
            } catch (err) {
              if (!isSessionEnded(err)) toast.error(serverDetail(err) ?? 'Failed to update the backup settings');
              return serverFieldErrors(err);
            }
            toast.success('Backup settings saved');
            await query.refetch().catch(() => undefined);
          }}
        />
      </LoadState>
    </>
  );
}
