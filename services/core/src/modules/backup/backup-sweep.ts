import type { BackupLocation } from '../../platform/backup-location';
import type { Em, Orm } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import type { Mailer } from '../../platform/mail';
import { tryWithAdvisoryLock } from '../../platform/pg-lock';
import type { ObjectStore } from '../../platform/storage';
import { getOfficeHours } from '../office-hours';
import { BackupRun, type BackupSummary } from './backup.entity';
import type { BackupKind } from './backup.schemas';
import { describeBackupError, mailBackupFailure, type BackupMailConfig } from './backup-alerts';
import { logErasures } from './backup-erasures';
import { manifestKey } from './backup-manifest';
import { pruneLocation } from './backup-prune';
import { drillSet, type OpenOrm } from './backup-restore';
import { getBackupSettings, scheduleNextBackup } from './backup-runs.service';
import { verifySet } from './backup-verify';
import { writeBackupSet } from './backup-writer';

/** One backup at a time, across every worker and `make backup`. */
const BACKUP_LOCK_KEY = 727_274_030;
/** A run cut short this often (its worker stopped each time) fails instead of starting again. */
const MAX_ATTEMPTS = 3;

export interface BackupDeps {
  orm: Orm;
  databaseUrl: string;
  location: BackupLocation;
  /** The media store, copied into each set. */
  storage: ObjectStore;
  mailer: Mailer;
  mail: BackupMailConfig;
  jwtSecret: string;
  /** Where files wait on local disk on their way to the location. */
  stagingDir: string;
  openOrm: OpenOrm;
  log: Logger;
  /** The clock (tests inject one); default: the time now. */
  now?: () => Date;
}

const clock = (deps: BackupDeps) => deps.now?.() ?? new Date();

/**
 * Runs one backup run now: the set written and read back (every table file whole, new blobs
 * whole), retention applied, and after a scheduled run the restore drill. A failure is recorded
 * on the run, its partial set removed and the admins e-mailed; it never throws, so the worker
 * and the product carry on.
 */
async function execute(deps: BackupDeps, run: BackupRun): Promise<BackupRun> {
  const em = deps.orm.em.fork();
  const started = clock(deps);
  await em.nativeUpdate(BackupRun, { id: run.id }, { state: 'running', started_at: started, attempts: run.attempts + 1, error: null });
  let setId: string | undefined;
  try {
    const written = await writeBackupSet({ ...deps, now: () => started }, run.kind as BackupKind);
    setId = written.manifest.id;
    await verifySet(deps.location, written.manifest, { written: written.newBlobs });
    const { totals } = written.manifest;
    const summary: BackupSummary = {
      location: deps.location.where,
      tables: written.manifest.tables.length,
      rows: totals.rows,
      database_bytes: totals.database_bytes,
      objects: totals.objects,
      object_bytes: totals.object_bytes,
      new_object_bytes: written.newObjectBytes,
      duration_ms: clock(deps).getTime() - started.getTime(),
    };
    await em.nativeUpdate(BackupRun, { id: run.id }, { state: 'succeeded', finished_at: clock(deps), set_id: setId, summary });
    deps.log.info('backup written and checked', { run: run.id, set: setId, ...summary });
    const [settings, office] = await Promise.all([getBackupSettings(em), getOfficeHours(em)]);
    const pruned = await pruneLocation(deps.location, settings, office.time_zone).catch((err: Error) => {
      deps.log.warn('backup retention could not run; it runs again after the next backup', { error: err.message });
      return undefined;
    });
    if (pruned?.removedSets.length) deps.log.info('backup retention', { removed: pruned.removedSets, blobs: pruned.removedBlobs });
    if (run.kind === 'scheduled') {
      const drill = await drillSet(deps, written.manifest).then(
        () => ({ drill_state: 'passed', drill_error: null }),
        (err: Error) => ({ drill_state: 'failed', drill_error: err.message.slice(0, 2000) }),
      );
      await em.nativeUpdate(BackupRun, { id: run.id }, { ...drill, drill_at: clock(deps) });
      if (drill.drill_state === 'failed') deps.log.error('backup restore drill failed', { run: run.id, set: setId, error: drill.drill_error });
    }
  } catch (err) {
    const error = describeBackupError(err, deps.location.where).slice(0, 2000);
    await em.nativeUpdate(BackupRun, { id: run.id }, { state: 'failed', finished_at: clock(deps), set_id: setId ?? null, error });
    deps.log.error('backup failed', { run: run.id, error });
    // Not a set to restore: without its manifest, retention removes the rest of it.
    if (setId) await deps.location.remove([manifestKey(setId)]).catch(() => undefined);
  }
  const done = await em.findOneOrFail(BackupRun, { id: run.id }, { refresh: true });
  await alert(deps, em, done);
  return done;
}

async function alert(deps: BackupDeps, em: Em, run: BackupRun): Promise<void> {
  const what = run.state === 'failed' ? 'backup' : run.drill_state === 'failed' ? 'drill' : undefined;
  if (!what) return;
  const lastGood = await em.findOne(BackupRun, { state: 'succeeded', drill_state: { $ne: 'failed' } }, { orderBy: { finished_at: 'desc nulls last' } });
  // A mail server that is away must not turn into a retried backup: the failure is recorded, and the Dashboard shows it.
  await mailBackupFailure(em, deps, run, what, lastGood).catch((err: Error) =>
    deps.log.warn('backup failure e-mail not sent', { run: run.id, error: err.message }),
  );
}

/**
 * `backup.sweep` (every minute, and at once after "Back up now"): appends new erasures to the
 * erasure log, then, holding the backup lock, starts again runs a stopped worker cut short,
 * writes the next nightly run when none is due, and runs every run whose time has come.
 */
export async function sweepBackups(deps: BackupDeps): Promise<{ ran: number; skipped: boolean }> {
  const em = deps.orm.em.fork();
  await logErasures(em, deps.location, clock(deps)).catch((err: Error) =>
    deps.log.warn('erasure log not written; next sweep tries again', { error: err.message }),
  );
  const outcome = await tryWithAdvisoryLock(deps.databaseUrl, BACKUP_LOCK_KEY, async () => {
    // Holding the lock, no run is in progress: a `running` row is one whose worker stopped.
    for (const cut of await em.find(BackupRun, { state: 'running' })) {
      const again = cut.attempts < MAX_ATTEMPTS;
      await em.nativeUpdate(
        BackupRun,
        { id: cut.id },
        again
          ? { state: 'due' }
          : { state: 'failed', finished_at: clock(deps), error: `cut short ${cut.attempts} times (the worker stopped during the backup)` },
      );
      if (!again) await alert(deps, em, await em.findOneOrFail(BackupRun, { id: cut.id }, { refresh: true }));
    }
    let ran = 0;
    for (;;) {
      await scheduleNextBackup(em, clock(deps));
      // A manual run is due at once; a scheduled one at its time by the sweep's clock.
      const due = await em.findOne(
        BackupRun,
        { state: 'due', $or: [{ kind: 'manual' }, { scheduled_for: { $lte: clock(deps) } }] },
        { orderBy: { scheduled_for: 'asc', id: 'asc' } },
      );
      if (!due) return ran;
      await execute(deps, due);
      ran += 1;
    }
  });
  return outcome.locked ? { ran: outcome.value, skipped: false } : { ran: 0, skipped: true };
}

/** `make backup`: a manual run now, recorded like any other; CONFLICT while another backup runs. */
export async function backUpNow(deps: BackupDeps, requestedBy: string): Promise<BackupRun> {
  const outcome = await tryWithAdvisoryLock(deps.databaseUrl, BACKUP_LOCK_KEY, async () => {
    const em = deps.orm.em.fork();
    const run = em.create(BackupRun, { kind: 'manual', state: 'due', scheduled_for: clock(deps), requested_by: requestedBy });
    await em.persist(run).flush();
    return execute(deps, run);
  });
  if (!outcome.locked) throw new AppError('CONFLICT', 'A backup is being written right now (by the worker, or another make backup): wait for it to finish');
  return outcome.value;
}
