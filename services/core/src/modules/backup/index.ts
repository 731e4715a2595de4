/**
 * Backups (docs/reliability.md, "Backups and restore"; docs/decisions/016-backups.md): the
 * nightly run and "Back up now" as rows in PostgreSQL swept by the worker, each set written to
 * the backup location (a folder or a bucket: the database as a logical dump, every stored
 * object by content, a manifest) and read back, retention, the restore drill, the erasure log,
 * and restoring a set into a fresh installation.
 */
export { BackupRun, BackupSettings, backupEntities, type BackupSummary } from './backup.entity';
export { backupJobHandlers } from './backup.handlers';
export { backupJobs, backupSweepJob } from './backup.jobs';
export { backupKinds, backupSettingsInput, backupStates, defaultBackupSettings, drillStates, type BackupSettingsInput } from './backup.schemas';
export { restoreInstallation, type RestoreDeps, type RestoreReport } from './backup-install';
export { keyFingerprint, manifestKey, tableKey, blobKey, type Manifest } from './backup-manifest';
export { listSets, newestSet, pruneLocation } from './backup-prune';
export { setsToKeep } from './backup-retention';
export { backupStatus, getBackupSettings, requestBackup, runView, updateBackupSettings, type BackupRunView, type BackupStatus } from './backup-runs.service';
export { nextBackupTime } from './backup-schedule';
export { backupCommand, restoreCommand } from './backup-commands';
export { backUpNow, sweepBackups, type BackupDeps } from './backup-sweep';
export { writeBackupSet } from './backup-writer';
export { readManifest, verifySet } from './backup-verify';
export type { OpenOrm } from './backup-restore';
