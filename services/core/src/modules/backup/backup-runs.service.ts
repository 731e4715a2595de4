import type { Em } from '../../platform/db';
import { addOutboxJob } from '../outbox';
import { getOfficeHours } from '../office-hours';
import { validate } from '../shared';
import { BackupRun, BackupSettings, type BackupSummary } from './backup.entity';
import { backupSettingsInput, defaultBackupSettings, type BackupKind, type BackupSettingsInput, type BackupState, type DrillState } from './backup.schemas';
import { nextBackupTime } from './backup-schedule';
import { backupSweepJob } from './backup.jobs';

const SETTINGS_ROW = 1;
/** Serialises writers of due rows (the sweep's next nightly run, "Back up now"): at most one due run of each kind. */
const DUE_LOCK_KEY = 727_274_031;
/** A backup older than this while the nightly schedule runs means a night was missed. */
const STALE_AFTER_MS = 26 * 60 * 60_000;

/** A run as the admin sees it (REST and GraphQL answer this). */
export interface BackupRunView {
  id: number;
  kind: BackupKind;
  state: BackupState;
  scheduled_for: Date;
  requested_by: string | null;
  started_at: Date | null;
  finished_at: Date | null;
  set_id: string | null;
  error: string | null;
  drill_state: DrillState | null;
  drill_at: Date | null;
  drill_error: string | null;
  location: string | null;
  rows: number | null;
  database_bytes: number | null;
  objects: number | null;
  object_bytes: number | null;
  duration_ms: number | null;
}

export function runView(run: BackupRun): BackupRunView {
  const s: Partial<BackupSummary> = run.summary ?? {};
  return {
    id: run.id,
    kind: run.kind as BackupKind,
    state: run.state as BackupState,
    scheduled_for: run.scheduled_for,
    requested_by: run.requested_by ?? null,
    started_at: run.started_at ?? null,
    finished_at: run.finished_at ?? null,
    set_id: run.set_id ?? null,
    error: run.error ?? null,
    drill_state: (run.drill_state as DrillState | null | undefined) ?? null,
    drill_at: run.drill_at ?? null,
    drill_error: run.drill_error ?? null,
    location: s.location ?? null,
    rows: s.rows ?? null,
    database_bytes: s.database_bytes ?? null,
    objects: s.objects ?? null,
    object_bytes: s.object_bytes ?? null,
    duration_ms: s.duration_ms ?? null,
  };
}

/** The backup settings; the defaults (02:00, 7 daily, 4 weekly, 6 monthly) until an admin saves some. */
export async function getBackupSettings(em: Em): Promise<BackupSettingsInput> {
  const row = await em.findOne(BackupSettings, { id: SETTINGS_ROW });
  return row ? { time: row.time, keep_daily: row.keep_daily, keep_weekly: row.keep_weekly, keep_monthly: row.keep_monthly } : defaultBackupSettings;
}

/** Replaces the settings; 422 naming the field. A new time moves the nightly run that is due. */
export async function updateBackupSettings(em: Em, input: unknown, now = new Date()): Promise<BackupSettingsInput> {
  const data = validate(backupSettingsInput, input);
  const row = (await em.findOne(BackupSettings, { id: SETTINGS_ROW })) ?? em.create(BackupSettings, { id: SETTINGS_ROW, ...data });
  em.assign(row, data);
  await em.flush();
  const { time_zone } = await getOfficeHours(em);
  await em.nativeUpdate(BackupRun, { kind: 'scheduled', state: 'due' }, { scheduled_for: nextBackupTime(now, data.time, time_zone) });
  return getBackupSettings(em);
}

/** Writes the next nightly run when none is due (the sweep calls it every time). */
export async function scheduleNextBackup(em: Em, now: Date): Promise<void> {
  await em.fork().transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(?)', [DUE_LOCK_KEY]);
    if (await tx.count(BackupRun, { kind: 'scheduled', state: 'due' })) return;
    const [{ time }, { time_zone }] = await Promise.all([getBackupSettings(tx), getOfficeHours(tx)]);
    tx.persist(tx.create(BackupRun, { kind: 'scheduled', state: 'due', scheduled_for: nextBackupTime(now, time, time_zone), requested_by: null }));
    await tx.flush();
  });
}

/**
 * "Back up now" (Settings; REST and GraphQL): a manual run due at once, and an outbox job that
 * wakes the worker's sweep. A second request while one waits answers that one.
 */
export async function requestBackup(em: Em, requestedBy: string, now = new Date()): Promise<BackupRunView> {
  return em.fork().transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(?)', [DUE_LOCK_KEY]);
    const waiting = await tx.findOne(BackupRun, { kind: 'manual', state: { $in: ['due', 'running'] } }, { orderBy: { id: 'desc' } });
    if (waiting) return runView(waiting);
    const run = tx.create(BackupRun, { kind: 'manual', state: 'due', scheduled_for: now, requested_by: requestedBy.slice(0, 64) });
    tx.persist(run);
    await tx.flush();
    addOutboxJob(tx, { job: backupSweepJob, payload: {}, ref: `backup_run:${run.id}` });
    await tx.flush();
    return runView(run);
  });
}

/** What the Dashboard shows: the last good backup and its age, the last drill, whether backups are failing. */
export interface BackupStatus {
  last_good: BackupRunView | null;
  /** Hours since the last good backup finished; null without one. */
  last_good_age_hours: number | null;
  /** The newest scheduled run whose drill ran. */
  last_drill: BackupRunView | null;
  /** The newest finished run failed (or its drill did), or the last good one is older than a day and two hours. */
  failing: boolean;
  /** The newest failed run (or failed drill), while `failing`. */
  last_failure: BackupRunView | null;
  running: BackupRunView | null;
  next_scheduled_at: Date | null;
}

export async function backupStatus(em: Em, now = new Date()): Promise<BackupStatus> {
  const newest = (where: object) => em.findOne(BackupRun, where, { orderBy: { finished_at: 'desc nulls last', id: 'desc' } });
  const [good, drilled, finished, running, next] = await Promise.all([
    newest({ state: 'succeeded' }),
    newest({ drill_state: { $ne: null } }),
    newest({ state: { $in: ['succeeded', 'failed'] } }),
    em.findOne(BackupRun, { state: 'running' }, { orderBy: { id: 'desc' } }),
    em.findOne(BackupRun, { kind: 'scheduled', state: 'due' }, { orderBy: { scheduled_for: 'asc' } }),
  ]);
  const age = good?.finished_at ? (now.getTime() - good.finished_at.getTime()) / 3_600_000 : null;
  const latestFailed = finished && (finished.state === 'failed' || finished.drill_state === 'failed') ? finished : null;
  const stale = age !== null && age * 3_600_000 > STALE_AFTER_MS;
  return {
    last_good: good ? runView(good) : null,
    last_good_age_hours: age === null ? null : Math.round(age * 10) / 10,
    last_drill: drilled ? runView(drilled) : null,
    failing: Boolean(latestFailed) || stale,
    last_failure: latestFailed ? runView(latestFailed) : null,
    running: running ? runView(running) : null,
    next_scheduled_at: next?.scheduled_for ?? null,
  };
}
