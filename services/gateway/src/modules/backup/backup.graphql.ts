import {
  backupKinds,
  backupSettingsInput,
  backupStates,
  backupStatus,
  drillStates,
  getBackupSettings,
  requestBackup,
  updateBackupSettings,
  type BackupRunView,
  type BackupSettingsInput,
  type BackupStatus,
} from '@northrock/core/backup';
import { builder } from '../../graphql/builder';
import { adminOnly, inputValue } from '../../graphql/crud-operations';
import { enumFromValues, inputTypeFromZod, objectTypeFromZod } from '../../graphql/zod-types';
import { backupRunRecord, backupStatusRecord } from './backup.records';

/** Backups (docs/reliability.md, "Backups and restore"): the Dashboard's panel and Settings, admin only. */

enumFromValues('BackupKind', backupKinds, 'scheduled (nightly) or manual ("Back up now", make backup).');
enumFromValues('BackupState', backupStates, 'due, running, succeeded (written and read back whole) or failed.');
enumFromValues('BackupDrillState', drillStates, 'The restore drill of a scheduled backup: passed or failed.');
const BackupRunType = objectTypeFromZod<BackupRunView>('BackupRun', backupRunRecord, { description: 'One backup run and the set it wrote.' });
const BackupStatusType = objectTypeFromZod<BackupStatus>('BackupStatus', backupStatusRecord, {
  description: 'The last good backup and its age, the last restore drill, failures.',
});
const BackupSettingsType = objectTypeFromZod<BackupSettingsInput>('BackupSettings', backupSettingsInput, {
  description: 'When the nightly backup runs (office time) and how many sets retention keeps.',
});
const BackupSettingsInputType = inputTypeFromZod('BackupSettingsInput', backupSettingsInput, 'Every backup setting.');

builder.queryFields((t) => ({
  backupStatus: t.field({
    type: BackupStatusType,
    authScopes: adminOnly,
    description: 'The state of the backups, for the Dashboard.',
    resolve: (_root, _args, ctx) => backupStatus(ctx.em),
  }),
  backupSettings: t.field({
    type: BackupSettingsType,
    authScopes: adminOnly,
    description: 'The backup settings, for the admin form.',
    resolve: (_root, _args, ctx) => getBackupSettings(ctx.em),
  }),
}));

builder.mutationFields((t) => ({
  backUpNow: t.field({
    type: BackupRunType,
    authScopes: adminOnly,
    description: 'Queue a backup now (the worker starts it within seconds); while one waits or runs, answers that one.',
    resolve: async (_root, _args, ctx) => requestBackup(ctx.em, (await ctx.admin()).username),
  }),
  updateBackupSettings: t.field({
    type: BackupSettingsType,
    authScopes: adminOnly,
    description: 'Replace the backup settings; BAD_USER_INPUT names the field (time, keep_daily).',
    args: { input: t.arg({ type: BackupSettingsInputType, required: true }) },
    resolve: (_root, args, ctx) => updateBackupSettings(ctx.em, inputValue(args.input)),
  }),
}));
