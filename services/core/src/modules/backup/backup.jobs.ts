import { z } from 'zod';
import { defineJob, jobCatalogue } from '../../platform/queue-contracts';

/**
 * Every minute, and at once after "Back up now": logs new erasures, writes the next nightly run,
 * runs the runs whose time has come (one at a time, whichever worker), with their drill
 * (handler: backup.handlers.ts; docs/reliability.md, "Backups and restore").
 */
export const backupSweepJob = defineJob('backup.sweep', z.object({}));

export const backupJobs = jobCatalogue(backupSweepJob);
