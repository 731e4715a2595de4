import {
  bookingJobHandlers,
  bookingPageUrl,
  createBookingTokens,
  invitationReconcileSource,
  issueBookingToken,
  reminderSweepJob,
} from '@northrock/core/booking';
import { leadPipelineJobHandlers, leadEnqueuedHooks, leadReconcileSource, recordDeliveryFailure } from '@northrock/core/lead-pipeline';
import { contentImageJobHandlers } from '@northrock/core/content-image';
import { backupSweepJob } from '@northrock/core/backup';
import { chaseReconcileSource, chaseSweepJob, leadChaseJobHandlers } from '@northrock/core/lead-chase';
import { leadReplyJobHandlers, recordReplyFailure, replyReconcileSource } from '@northrock/core/lead-reply';
import { installId } from '@northrock/core/meta';
import { outboxJobHandlers, reconcileOutbox, reconcileOutboxJob, startOutboxRelay } from '@northrock/core/outbox';
import { photoJobHandlers, uploadReconcileSource } from '@northrock/core/photo';
import { createReviewLinks, reviewJobHandlers, reviewReconcileSource, reviewSweepJob } from '@northrock/core/review';
import {
  type Config,
  createMailer,
  createObjectStore,
  createRedis,
  type Logger,
  queuePrefixFor,
  refuseUnfinishedRestore,
  resolveJwtSecret,
  type RetryPolicy,
  watchRedisLoss,
} from '@northrock/core/platform';
import { createJobQueue, createOrm, housekeepingSweepJob, type JobName, startJobWorkers } from '@northrock/core/registry';
import { BACKUP_SWEEP_EVERY_MS, backupHandlers, type BackupTuning } from './backups';
import { writeInvitation } from './calendar/ics-invitation';
import { bookingEmailTemplates, chaseEmailTemplates, leadEmailTemplates, replyEmailTemplates, reviewEmailTemplates } from './emails/lead-emails';
import { HOUSEKEEPING_EVERY_MS, housekeepingHandlers } from './housekeeping';
import { createSharpImageProcessor } from './image/sharp-image-processor';

/** Knobs with production defaults; tests and the benchmark shorten the waits. */
export interface WorkerTuning {
  /** Redis key prefix of the queues (default: derived from the database's install id). */
  prefix?: string;
  retry?: RetryPolicy;
  lockDurationMs?: number;
  stalledIntervalMs?: number;
  relayIntervalMs?: number;
  concurrency?: Partial<Record<JobName, number>>;
  /** How long a lead's work may be owed before the reconciler checks its jobs (default 2 minutes). */
  reconcileAfterMs?: number;
  /** How often the reconciler runs (default every minute). */
  reconcileEveryMs?: number;
  /** How often the chase sweep runs (default every minute). */
  chaseEveryMs?: number;
  /** How often the reminder sweep of the visits runs (default every minute). */
  reminderEveryMs?: number;
  /** How often the review request sweep runs (default every minute). */
  reviewEveryMs?: number;
  /** The chase's, the reminders' and the review requests' clock (tests inject one; default: the time now). */
  now?: () => Date;
  /** How often Redis is checked for a loss of its data (default every 5 s). */
  lossCheckMs?: number;
  /** The backups' clock, sweep interval and location (services/worker/src/backups.ts). */
  backup?: BackupTuning;
}

/**
 * Jobs per worker process. Photo work is CPU-bound (sharp also bounds the memory of its decodes:
 * `createSharpImageProcessor`); emails wait on the network.
 */
const defaultConcurrency: Record<JobName, number> = {
  'contact.process-photos': 2,
  // A photo processed as its upload completes: the staff e-mail leaves with the last one.
  'upload.process-photo': 2,
  'contact.notify-staff': 5,
  'contact.confirm-homeowner': 5,
  'lead.send-reply': 5,
  'housekeeping.sweep': 1,
  'outbox.reconcile': 1,
  'lead-chase.sweep': 1,
  'lead-chase.send': 5,
  'lead-chase.digest': 1,
  'photo-intake.storage-full': 1,
  // An admin waits for it: one may run beside the photo work.
  'content-image.encode': 1,
  // One backup at a time anyway (an advisory lock across workers).
  'backup.sweep': 1,
  'booking.send-invitation': 5,
  'booking.reminder-sweep': 1,
  'booking.send-reminder': 5,
  'review.sweep': 1,
  'review.send-request': 5,
  'review.low-rating': 2,
};

/**
 * How often a job may lose its worker before it fails. A photo job is the likely cause of a
 * crash (a huge image), so its third loss fails it; an e-mail job is a bystander of whatever
 * killed the process, so it gets more chances before a lead waits for an admin.
 */
const maxStalledCount: Partial<Record<JobName, number>> = {
  'contact.process-photos': 2,
  'upload.process-photo': 2,
  'contact.notify-staff': 5,
  'contact.confirm-homeowner': 5,
  'lead.send-reply': 5,
};

const RECONCILE_EVERY_MS = 60 * 1000;
/** How often unanswered leads are looked at for chases (docs/admin.md, "The response clock and the chase"). */
const CHASE_EVERY_MS = 60 * 1000;
/** How often won leads and due review requests are looked at (docs/pipeline.md, "Review requests"). */
const REVIEW_EVERY_MS = 60 * 1000;
/** How often the worker checks that Redis still holds its data (one SET NX). */
const LOSS_CHECK_MS = 5_000;
/** Schedules live in Redis: asserted again this often, so a Redis that lost its data gets them back. */
const SCHEDULES_EVERY_MS = 60 * 1000;

export interface RunningWorker {
  /** The Redis key prefix of the queues it consumes. */
  prefix: string;
  /** Stops taking jobs, lets the running ones finish, then closes every connection. */
  close(): Promise<void>;
}

/**
 * The worker process: the outbox relay (PostgreSQL -> BullMQ), the reconciler, and the
 * consumers of every job, over the same adapters the gateway uses. `main.ts` adds signals;
 * tests call it directly.
 */
export async function startWorker(config: Config, log: Logger, tuning: WorkerTuning = {}): Promise<RunningWorker> {
  if (!config.databaseUrl) throw new Error('DATABASE_URL is not set');
  // Ten e-mail jobs may each hold a connection while the mail server answers; the relay, the
  // reconciler and photo jobs need theirs too.
  const orm = await createOrm(config.databaseUrl, { pool: { min: 0, max: 20 } });
  await refuseUnfinishedRestore((sql) => orm.em.getConnection().execute(sql)).catch(async (err: Error) => {
    await orm.close(true);
    throw err;
  });
  const prefix = tuning.prefix ?? queuePrefixFor(await installId(orm.em.fork()));
  const storage = createObjectStore(config);
  await storage.init().catch((err: Error) => log.warn('object storage not ready yet', { error: err.message }));
  const mailer = createMailer(config);
  const queue = createJobQueue({ redisUrl: config.redisUrl, prefix, retry: tuning.retry });
  const images = createSharpImageProcessor();
  let relayKick = () => undefined as void;
  const kick = () => relayKick();
  const reconcileSources = [
    leadReconcileSource({ olderThanMs: tuning.reconcileAfterMs }),
    uploadReconcileSource({ olderThanMs: tuning.reconcileAfterMs }),
    chaseReconcileSource({ olderThanMs: tuning.reconcileAfterMs }),
    replyReconcileSource({ olderThanMs: tuning.reconcileAfterMs }),
    invitationReconcileSource({ olderThanMs: tuning.reconcileAfterMs }),
    reviewReconcileSource({ olderThanMs: tuning.reconcileAfterMs }),
  ];
  const outboxHandlers = outboxJobHandlers({ em: () => orm.em.fork(), queue, sources: reconcileSources, log, onRedriven: kick });
  const bookingTokens = createBookingTokens(resolveJwtSecret(config));
  // The confirmation's "book your free inspection" link (the same signed link the thank-you page offers).
  const bookingLink = async (lead: { id: number; language: string }) =>
    bookingPageUrl(config, await issueBookingToken(orm.em.fork(), bookingTokens, lead.id), lead.language === 'fr' ? 'fr' : 'en');
  const handlers = {
    ...leadPipelineJobHandlers({ orm, storage, mailer, images, config, templates: leadEmailTemplates, log, onOutboxWritten: kick, bookingLink }),
    ...bookingJobHandlers({
      orm,
      mailer,
      config,
      templates: bookingEmailTemplates,
      writeInvitation,
      tokens: bookingTokens,
      log,
      now: tuning.now,
      onOutboxWritten: kick,
    }),
    ...leadChaseJobHandlers({ orm, mailer, config, templates: chaseEmailTemplates, log, now: tuning.now, onOutboxWritten: kick }),
    ...leadReplyJobHandlers({ orm, mailer, config, templates: replyEmailTemplates, log }),
    ...photoJobHandlers({ orm, storage, mailer, images, config, log, onOutboxWritten: kick }),
    ...reviewJobHandlers({
      orm,
      mailer,
      config,
      templates: reviewEmailTemplates,
      links: createReviewLinks(resolveJwtSecret(config)),
      log,
      now: tuning.now,
      onOutboxWritten: kick,
    }),
    ...contentImageJobHandlers({ storage, images }),
    ...outboxHandlers,
    ...housekeepingHandlers({ orm, storage, log, retention: config.retention, mailer, config }),
    ...backupHandlers({ config, orm, storage, mailer, log, tuning: tuning.backup }),
  };
  const workers = startJobWorkers(handlers, {
    redisUrl: config.redisUrl,
    prefix,
    concurrency: { ...defaultConcurrency, ...tuning.concurrency },
    lockDurationMs: tuning.lockDurationMs,
    stalledIntervalMs: tuning.stalledIntervalMs,
    maxStalledCount,
    onError: (err) => log.warn('queue connection', { error: err.message }),
    async onFailure(failure) {
      const fields = { job: failure.name, job_id: failure.jobId, payload: failure.payload, attempt: failure.attempt, error: failure.error.message };
      if (failure.final) log.error('job failed for good (see the queue dashboard)', fields);
      else log.warn('job failed; will retry', fields);
      await recordDeliveryFailure(orm.em.fork(), failure);
      await recordReplyFailure(orm.em.fork(), failure);
    },
  });
  const relay = startOutboxRelay({ orm, queue, log, hooks: leadEnqueuedHooks, intervalMs: tuning.relayIntervalMs });
  relayKick = relay.kick;
  // A Redis that lost its data is noticed within seconds: every owed job is re-driven at once,
  // whatever its age (the periodic reconcile only looks at work owed for minutes).
  const lossRedis = createRedis(config.redisUrl);
  const lossWatch = watchRedisLoss({
    redis: lossRedis,
    key: `${prefix}:alive`,
    everyMs: tuning.lossCheckMs ?? LOSS_CHECK_MS,
    async onLoss() {
      const result = await reconcileOutbox(orm.em.fork(), queue, [
        leadReconcileSource({ olderThanMs: 0 }),
        uploadReconcileSource({ olderThanMs: 0 }),
        chaseReconcileSource({ olderThanMs: 0 }),
        replyReconcileSource({ olderThanMs: 0 }),
        invitationReconcileSource({ olderThanMs: 0 }),
        reviewReconcileSource({ olderThanMs: 0 }),
      ]);
      log.warn('redis lost its data: re-drove the owed work', { redriven: result.redriven.length });
      kick();
    },
  });

  // Schedules (one each, however many workers ask) and a first reconcile once Redis answers; both
  // come back after a Redis that lost its data.
  let scheduleTimer: NodeJS.Timeout | undefined;
  let reconciledAtStart = false;
  let closed = false;
  const keepSchedules = async () => {
    if (closed) return;
    try {
      await queue.schedule(housekeepingSweepJob, HOUSEKEEPING_EVERY_MS);
      await queue.schedule(reconcileOutboxJob, tuning.reconcileEveryMs ?? RECONCILE_EVERY_MS);
      await queue.schedule(chaseSweepJob, tuning.chaseEveryMs ?? CHASE_EVERY_MS);
      await queue.schedule(reminderSweepJob, tuning.reminderEveryMs ?? CHASE_EVERY_MS);
      await queue.schedule(backupSweepJob, tuning.backup?.everyMs ?? BACKUP_SWEEP_EVERY_MS);
      await queue.schedule(reviewSweepJob, tuning.reviewEveryMs ?? REVIEW_EVERY_MS);
      if (!reconciledAtStart) {
        await outboxHandlers['outbox.reconcile']({}, { jobId: 'start-up', attempt: 1, maxAttempts: 1 });
        reconciledAtStart = true;
      }
      scheduleTimer = setTimeout(() => void keepSchedules(), Math.min(SCHEDULES_EVERY_MS, tuning.reconcileEveryMs ?? SCHEDULES_EVERY_MS));
    } catch {
      scheduleTimer = setTimeout(() => void keepSchedules(), 5_000);
    }
    scheduleTimer.unref();
  };
  void keepSchedules();
  log.info('worker started', { storage: storage.kind, mail: mailer.kind, queue_prefix: prefix });

  return {
    prefix,
    async close() {
      closed = true;
      clearTimeout(scheduleTimer);
      lossWatch.stop();
      lossRedis.disconnect();
      await relay.stop();
      await workers.close();
      await queue.close();
      mailer.close();
      await orm.close();
    },
  };
}
