import { backupSettingsInput, backupStatus, getBackupSettings, requestBackup, updateBackupSettings } from '@northrock/core/backup';
import type { RouteDef } from '../../http/route';
import { backupRunRecord, backupStatusRecord } from './backup.records';

/** Backups (docs/reliability.md, "Backups and restore"): admin only; the worker writes them. */
export const backupRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/admin/backups/status',
    tag: 'Backups',
    summary: 'The last good backup and its age, the last restore drill, failures',
    auth: true,
    response: { status: 200, description: 'The state of the backups', schema: backupStatusRecord },
    errors: [401, 403],
    handler: ({ em }) => backupStatus(em),
  },
  {
    method: 'post',
    path: '/admin/backups',
    tag: 'Backups',
    summary: 'Back up now',
    description: 'Queues a backup the worker starts within seconds; while one waits or runs, answers that one. Its state: `GET /admin/backups/status`.',
    auth: true,
    response: { status: 202, description: 'The run, due or running', schema: backupRunRecord },
    errors: [401, 403],
    handler: ({ em, admin }) => requestBackup(em, admin!.username),
  },
  {
    method: 'get',
    path: '/admin/backup-settings',
    tag: 'Backups',
    summary: 'When the nightly backup runs and how many sets are kept',
    description: 'The defaults (02:00 office time; 7 daily, 4 weekly, 6 monthly sets) until an admin saves some.',
    auth: true,
    response: { status: 200, description: 'The settings', schema: backupSettingsInput },
    errors: [401, 403],
    handler: ({ em }) => getBackupSettings(em),
  },
  {
    method: 'put',
    path: '/admin/backup-settings',
    tag: 'Backups',
    summary: 'Replace the backup settings (every field)',
    description: '422 names the field: `time` (not HH:MM), `keep_daily` (below 1 or above 90), `keep_weekly`, `keep_monthly`.',
    auth: true,
    body: backupSettingsInput,
    response: { status: 200, description: 'The saved settings', schema: backupSettingsInput },
    errors: [401, 403, 415, 422],
    handler: ({ em, req }) => updateBackupSettings(em, req.body),
  },
];
