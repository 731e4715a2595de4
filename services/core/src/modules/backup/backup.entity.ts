import { defineEntity, p } from '@mikro-orm/core';
import { backupKinds, backupStates, drillStates } from './backup.schemas';

/** What a finished run wrote (the set's manifest in figures). */
export interface BackupSummary {
  /** Where the set went: the folder, or `s3://bucket (endpoint)`. */
  location: string;
  tables: number;
  rows: number;
  database_bytes: number;
  objects: number;
  object_bytes: number;
  /** Bytes of objects this set added to the location (the rest were there from earlier sets). */
  new_object_bytes: number;
  duration_ms: number;
}

/**
 * One backup, due, running or done (docs/reliability.md, "Backups and restore"). The next
 * nightly run is a `due` row written ahead, so its time lives in PostgreSQL: a restarted worker
 * or a flushed Redis neither loses nor repeats it. At most one due run of each kind.
 */
const BackupRunSchema = defineEntity({
  name: 'BackupRun',
  tableName: 'backup_runs',
  indexes: [{ properties: ['state', 'scheduled_for'] }],
  properties: {
    id: p.integer().primary(),
    kind: p.enum(backupKinds as unknown as string[]),
    state: p.enum(backupStates as unknown as string[]),
    scheduled_for: p.datetime(),
    /** Who asked, for a manual run (an admin's username, or `make backup`). */
    requested_by: p.string().length(64).nullable(),
    /** Runs begun: a worker that stopped mid-run leaves it `running`, and the next sweep starts it again. */
    attempts: p.integer().default(0),
    started_at: p.datetime().nullable(),
    finished_at: p.datetime().nullable(),
    set_id: p.string().length(64).nullable(),
    summary: p.json<BackupSummary>().nullable(),
    error: p.text().nullable(),
    drill_state: p.enum(drillStates as unknown as string[]).nullable(),
    drill_at: p.datetime().nullable(),
    drill_error: p.text().nullable(),
    created_at: p.datetime().onCreate(() => new Date()),
  },
});
export class BackupRun extends BackupRunSchema.class {}
BackupRunSchema.setClass(BackupRun);

/** One row (id 1): the nightly time and the retention counts; the defaults until an admin saves some. */
const BackupSettingsSchema = defineEntity({
  name: 'BackupSettings',
  tableName: 'backup_settings',
  properties: {
    id: p.integer().primary().autoincrement(false),
    time: p.string().length(5),
    keep_daily: p.integer(),
    keep_weekly: p.integer(),
    keep_monthly: p.integer(),
    updated_at: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export class BackupSettings extends BackupSettingsSchema.class {}
BackupSettingsSchema.setClass(BackupSettings);

/** The entities this module maps (services/core/src/registry hands them to the ORM). */
export const backupEntities = [BackupRunSchema, BackupSettingsSchema];
