import { z } from 'zod';
import { backupKinds, backupStates, drillStates } from '@northrock/core/backup';

// What both transports answer about backups: REST documents it in OpenAPI, GraphQL builds its types from it.

const time = z.iso.datetime();
const figure = z.number().int().nullable();

/** One backup run (`BackupRunView` of the backup module). */
export const backupRunRecord = z.object({
  id: z.number().int(),
  kind: z.enum(backupKinds).describe('scheduled (nightly) or manual ("Back up now", make backup)'),
  state: z.enum(backupStates).describe('due, running, succeeded (written and read back whole) or failed'),
  scheduled_for: time.describe('When it was due'),
  requested_by: z.string().nullable().describe('Who asked, for a manual run'),
  started_at: time.nullable(),
  finished_at: time.nullable(),
  set_id: z.string().nullable().describe('The backup set it wrote (what make restore BACKUP=... names)'),
  error: z.string().nullable().describe('Why it failed'),
  drill_state: z.enum(drillStates).nullable().describe('The restore drill after a scheduled backup: passed or failed; null when none ran'),
  drill_at: time.nullable(),
  drill_error: z.string().nullable(),
  location: z.string().nullable().describe('Where the set went: the folder, or s3://bucket (endpoint)'),
  rows: figure.describe('Rows in the database dump'),
  database_bytes: figure.describe('Bytes of the compressed database dump'),
  objects: figure.describe('Stored objects (photos, variants, content images) in the set'),
  object_bytes: figure.describe('Their bytes'),
  duration_ms: figure.describe('How long writing and checking it took'),
});

/** What the Dashboard shows (`BackupStatus` of the backup module). */
export const backupStatusRecord = z.object({
  last_good: backupRunRecord.nullable().describe('The newest backup that succeeded'),
  last_good_age_hours: z.number().nullable().describe('Hours since it finished'),
  last_drill: backupRunRecord.nullable().describe('The newest run whose restore drill ran'),
  failing: z.boolean().describe('The newest run (or its drill) failed, or the last good backup is more than 26 hours old'),
  last_failure: backupRunRecord.nullable().describe('The failed run, while failing'),
  running: backupRunRecord.nullable(),
  next_scheduled_at: time.nullable().describe('When the next nightly backup starts'),
});
