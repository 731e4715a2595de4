import type { JobHandlersOf } from '../../platform/queue-contracts';
import type { backupJobs } from './backup.jobs';
import { sweepBackups, type BackupDeps } from './backup-sweep';

export function backupJobHandlers(deps: BackupDeps): JobHandlersOf<typeof backupJobs> {
  return {
    'backup.sweep': () => sweepBackups(deps),
  };
}
