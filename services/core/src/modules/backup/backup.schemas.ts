import { z } from 'zod';
import { intLike } from '../shared/fields.schemas';

/** Why a backup ran: the nightly schedule, or someone asked (Settings, `make backup`). */
export const backupKinds = ['scheduled', 'manual'] as const;
export type BackupKind = (typeof backupKinds)[number];

/** A run's life: waiting for its time, being written, done and checked, or not. */
export const backupStates = ['due', 'running', 'succeeded', 'failed'] as const;
export type BackupState = (typeof backupStates)[number];

/** The restore drill after a scheduled backup: the set restored into a scratch database and compared. */
export const drillStates = ['passed', 'failed'] as const;
export type DrillState = (typeof drillStates)[number];

/**
 * The backup settings (Settings, "Backups"): when the nightly backup starts (office time) and
 * how many sets retention keeps: the newest of each of the last `keep_daily` days,
 * `keep_weekly` weeks and `keep_monthly` months (the newest good set is never removed).
 */
export const backupSettingsInput = z.strictObject({
  time: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day as HH:MM (24-hour clock)')
    .describe('When the nightly backup starts, in the office time zone (HH:MM)'),
  keep_daily: intLike('Daily backups kept', 7, 1, 90).describe('Daily sets kept (the newest of each day)'),
  keep_weekly: intLike('Weekly backups kept', 4, 0, 104).describe('Weekly sets kept (the newest of each week)'),
  keep_monthly: intLike('Monthly backups kept', 6, 0, 120).describe('Monthly sets kept (the newest of each month)'),
});
export type BackupSettingsInput = z.infer<typeof backupSettingsInput>;

export const defaultBackupSettings: BackupSettingsInput = { time: '02:00', keep_daily: 7, keep_weekly: 4, keep_monthly: 6 };
