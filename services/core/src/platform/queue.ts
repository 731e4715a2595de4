import { Queue, QueueEvents, UnrecoverableError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { AppError, type AppErrorCode } from './errors';
import { acceptedImageTypes, type AcceptedImageExt } from './image';

/**
 * A lead's jobs name it twice: by its row id (to load it) and by its UUID (to be sure the row
 * is that lead: a database restored from a backup reuses row ids). Jobs queued before the UUID
 * existed carry only the id.
 */
const submissionRef = z.object({ submission_id: z.number().int().positive(), submission_uid: z.uuid().optional() });

/**
 * Every background job: a dotted name and a zod payload of ids (never whole records: a
 * handler reads the current state from PostgreSQL). Each name is its own BullMQ queue, so
 * CPU-heavy photo work and quick emails get their own concurrency and their own row in the
 * queue dashboard.
 */
export const jobContracts = {
  /** Re-encodes each photo of a submission into variants, one by one, then asks for `contact.notify-staff`. */
  'contact.process-photos': submissionRef,
  /** The new-lead email to `STAFF_EMAIL` (once), with the photos ready by then. */
  'contact.notify-staff': submissionRef,
  /** The "we will contact you within 24 hours" email to the homeowner (once). */
  'contact.confirm-homeowner': submissionRef,
  /** Deletes uploads no submission claimed within 24 hours and content-image originals left by a crashed gateway (hourly). */
  'upload.prune': z.object({}),
  /** Re-drives work whose job the queue lost (Redis restarted empty, failover, eviction): every minute and at start. */
  'outbox.reconcile': z.object({}),
  /** Re-encodes an admin's content image into its public AVIF and WebP variants; the gateway waits for it (`run`). */
  'content-image.encode': z.object({
    id: z.uuid(),
    ext: z.enum(Object.keys(acceptedImageTypes) as [AcceptedImageExt, ...AcceptedImageExt[]]),
  }),
} as const;

export type JobName = keyof typeof jobContracts;
export type JobPayload<N extends JobName> = z.infer<(typeof jobContracts)[N]>;
export const jobNames = Object.keys(jobContracts) as JobName[];

/**
 * Redis key prefix of one installation's queues, from the id its database holds
 * (`app_meta.install_id`): two databases on one Redis never share a queue, so one's worker
 * never takes the other's jobs.
 */
export function queuePrefixFor(installId: string): string {
  return `nr-${installId
    .replace(/[^0-9a-f]/gi, '')
    .slice(0, 12)
    .toLowerCase()}`;
}

/** The id of a job someone waits for (`run`): its payload holds a UUID, so it is unique for ever too. */
function runJobIdOf<N extends JobName>(name: N, payload: JobPayload<N>): string {
  const ids = Object.entries(payload as Record<string, unknown>)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, v]) => String(v));
  return [name, ...ids].join('.');
}

export interface RetryPolicy {
  attempts: number;
  /** First retry delay; each further one doubles (5 s .. ~85 min over 12 attempts: ~2.8 h in all). */
  backoffMs: number;
}

export const defaultRetry: RetryPolicy = { attempts: 12, backoffMs: 5_000 };

/** Jobs someone waits for: a blip is retried within the wait (1 s, 2 s), not hours later. */
const interactiveRetry: Partial<Record<JobName, RetryPolicy>> = {
  'content-image.encode': { attempts: 3, backoffMs: 1_000 },
};

export interface QueueConnectionOptions {
  redisUrl: string;
  /** Redis key prefix of every queue (tests use one per file). */
  prefix?: string;
}

/** Where a job is, as BullMQ reports it; `missing` when Redis does not know the id (never added, removed, or lost). */
export type QueuedJobState = 'waiting' | 'active' | 'delayed' | 'prioritized' | 'waiting-children' | 'completed' | 'failed' | 'missing';

/** Counts of jobs per state for one queue (for metrics). */
export type QueueCounts = Record<'waiting' | 'active' | 'delayed' | 'failed' | 'completed', number>;

export interface EnqueueOptions {
  /**
   * The BullMQ job id: unique for ever (a UUID, never a database sequence: a restored or reset
   * database reuses its ids, and the queue keeps finished jobs for days). Adding an id BullMQ
   * still holds adds nothing.
   */
  jobId: string;
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
}

export interface JobQueue {
  /** Adds the job unless one with the same id is still held; rejects at once while Redis is away. */
  enqueue<N extends JobName>(name: N, payload: JobPayload<N>, options: EnqueueOptions): Promise<void>;
  /** Where job `jobId` of queue `name` is. */
  jobState(name: JobName, jobId: string): Promise<QueuedJobState>;
  /** Jobs per state in each queue. */
  counts(): Promise<Record<JobName, QueueCounts>>;
  /**
   * Enqueues the job and waits until a worker finished it; answers the handler's result.
   * Rejects with `AppError('UNAVAILABLE')` when Redis is away, the job failed for good, or
   * no worker finished it within `timeoutMs` (the job is then removed unless a worker holds it).
   */
  run<N extends JobName>(name: N, payload: JobPayload<N>, timeoutMs: number): Promise<unknown>;
  /** Whether the producer connection is up right now. */
  ready(): boolean;
  /** Repeats `name` every `everyMs` (one schedule however many workers ask). */
  schedule(name: JobName, everyMs: number): Promise<void>;
  /** The BullMQ queues, for the dashboard. */
  bullQueues(): Queue[];
  close(): Promise<void>;
}

const ENQUEUE_TIMEOUT_MS = 5_000;

export function createJobQueue(options: QueueConnectionOptions & { retry?: RetryPolicy }): JobQueue {
  const retry = options.retry ?? defaultRetry;
  // Fail fast while Redis is away (no offline queue): the outbox keeps the job meanwhile.
  const connection = new Redis(options.redisUrl, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  connection.on('error', () => undefined);
  const queues = new Map<JobName, Queue>();
  const queueOf = (name: JobName) => {
    let queue = queues.get(name);
    if (!queue) {
      const policy = interactiveRetry[name] ?? retry;
      queue = new Queue(name, {
        connection,
        prefix: options.prefix,
        // BullMQ asks Redis for its version once, when the Queue is made; should Redis drop at
        // that moment, the failed answer stays cached and every later add rejects with it until
        // the process restarts. The workers (own connections, no retry limit) check the version.
        skipVersionCheck: true,
        defaultJobOptions: {
          attempts: policy.attempts,
          backoff: { type: 'exponential', delay: policy.backoffMs },
          removeOnComplete: { age: 7 * 24 * 3600, count: 5_000 },
          // Failed jobs stay (and show in the dashboard) for 30 days.
          removeOnFail: { age: 30 * 24 * 3600 },
        },
      });
      queue.on('error', () => undefined);
      queues.set(name, queue);
    }
    return queue;
  };
  for (const name of jobNames) queueOf(name);

  // Completion events of the jobs `run` waits for: one blocking connection each, made on first use.
  const events = new Map<JobName, { events: QueueEvents; connection: Redis }>();
  const eventsOf = (name: JobName) => {
    let entry = events.get(name);
    if (!entry) {
      const blocking = new Redis(options.redisUrl, { maxRetriesPerRequest: null, retryStrategy: (n) => Math.min(n * 200, 2_000) });
      blocking.on('error', () => undefined);
      entry = { events: new QueueEvents(name, { connection: blocking, prefix: options.prefix }), connection: blocking };
      entry.events.on('error', () => undefined);
      events.set(name, entry);
    }
    return entry.events;
  };

  /** `work` unless it takes longer than `ms`, then an UNAVAILABLE error saying `what`. */
  async function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        work,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new AppError('UNAVAILABLE', what)), ms);
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  const requireConnection = () => {
    if (connection.status !== 'ready') throw new AppError('UNAVAILABLE', `Redis is not connected (${connection.status})`);
  };

  async function add<N extends JobName>(name: N, payload: JobPayload<N>, options: EnqueueOptions): Promise<Job> {
    const data = jobContracts[name].parse(payload);
    requireConnection();
    const delay = options.delayMs && options.delayMs > 0 ? Math.round(options.delayMs) : undefined;
    try {
      return await within(ENQUEUE_TIMEOUT_MS, 'Redis did not answer in time', queueOf(name).add(name, data, { jobId: options.jobId, delay }));
    } catch (err) {
      // Full (maxmemory with noeviction): no job can be added until it has room again.
      if (/\bOOM\b/.test((err as Error).message)) throw new AppError('UNAVAILABLE', `Redis is full: ${(err as Error).message}`);
      throw err;
    }
  }

  return {
    async enqueue(name, payload, options) {
      await add(name, payload, options);
    },
    async jobState(name, jobId) {
      requireConnection();
      const state = await within(ENQUEUE_TIMEOUT_MS, 'Redis did not answer in time', queueOf(name).getJobState(jobId));
      return state === 'unknown' ? 'missing' : (state as QueuedJobState);
    },
    async counts() {
      requireConnection();
      const entries = await within(
        ENQUEUE_TIMEOUT_MS,
        'Redis did not answer in time',
        Promise.all(
          jobNames.map(async (name) => {
            const c = await queueOf(name).getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed', 'prioritized');
            const counts: QueueCounts = {
              waiting: (c.waiting ?? 0) + (c.prioritized ?? 0),
              active: c.active ?? 0,
              delayed: c.delayed ?? 0,
              failed: c.failed ?? 0,
              completed: c.completed ?? 0,
            };
            return [name, counts] as const;
          }),
        ),
      );
      return Object.fromEntries(entries) as Record<JobName, QueueCounts>;
    },
    async run(name, payload, timeoutMs) {
      const started = Date.now();
      const listener = eventsOf(name);
      // Listening before the job exists: its completion cannot be missed.
      await within(timeoutMs, `${name}: Redis did not answer in time`, listener.waitUntilReady());
      const job = await add(name, payload, { jobId: runJobIdOf(name, payload) });
      const left = Math.max(1, timeoutMs - (Date.now() - started));
      try {
        return await within(left, `${name}: no worker finished the job within ${timeoutMs} ms`, job.waitUntilFinished(listener, left));
      } catch (err) {
        if (err instanceof AppError) {
          // Timed out: nobody runs it later (a worker that holds it keeps its lock; removal then does nothing).
          await queueOf(name)
            .remove(job.id!)
            .catch(() => 0);
          throw err;
        }
        // Failed for good: it stays in the dashboard's failed list.
        throw new AppError('UNAVAILABLE', `${name} failed: ${(err as Error).message}`);
      }
    },
    ready: () => connection.status === 'ready',
    async schedule(name, everyMs) {
      await queueOf(name).upsertJobScheduler(name, { every: everyMs }, { name, data: {} });
    },
    bullQueues: () => [...queues.values()],
    async close() {
      await Promise.allSettled([...events.values()].map((e) => e.events.close()));
      for (const e of events.values()) e.connection.disconnect();
      await Promise.allSettled([...queues.values()].map((q) => q.close()));
      connection.disconnect();
    },
  };
}

export interface JobContext {
  jobId: string;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
}

/** A handler's result (JSON) is what `JobQueue.run` answers; most handlers return nothing. */
export type JobHandler<N extends JobName> = (payload: JobPayload<N>, ctx: JobContext) => Promise<unknown>;
export type JobHandlers = { [N in JobName]: JobHandler<N> };

export interface JobFailure {
  name: JobName;
  jobId: string;
  payload: unknown;
  error: Error;
  attempt: number;
  maxAttempts: number;
  /** No retry follows: the job stays in the failed state. */
  final: boolean;
}

export interface JobWorkersOptions extends QueueConnectionOptions {
  concurrency?: Partial<Record<JobName, number>>;
  /** How long a job's lock lasts without renewal: a crashed worker's job is retried after it. */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
  /**
   * How often a job may lose its worker (crash, OOM kill) before it fails instead of running
   * again (default 2: the third loss fails it).
   */
  maxStalledCount?: Partial<Record<JobName, number>>;
  onFailure?(failure: JobFailure): void | Promise<void>;
  onError?(err: Error): void;
}

/** Domain errors a retry cannot fix: the job fails at once (it stays visible as failed). */
const permanent: AppErrorCode[] = ['BAD_REQUEST', 'VALIDATION', 'NOT_FOUND', 'FORBIDDEN', 'UNAUTHENTICATED', 'CONFLICT'];

export interface JobWorkers {
  /** Stops taking jobs and waits for the running ones to finish. */
  close(): Promise<void>;
}

/** One BullMQ worker per job name; refuses to start when a name has no handler. */
export function startJobWorkers(handlers: JobHandlers, options: JobWorkersOptions): JobWorkers {
  const missing = jobNames.filter((n) => typeof handlers[n] !== 'function');
  if (missing.length) throw new Error(`No handler for job(s): ${missing.join(', ')}`);

  const workers = jobNames.map((name) => {
    const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
    connection.on('error', () => undefined);
    const handler = handlers[name] as JobHandler<JobName>;
    const worker = new Worker(
      name,
      async (job: Job) => {
        const parsed = jobContracts[name].safeParse(job.data);
        if (!parsed.success) throw new UnrecoverableError(`Invalid payload for ${name}: ${parsed.error.message}`);
        try {
          return await handler(parsed.data as never, {
            jobId: job.id ?? '',
            attempt: job.attemptsMade + 1,
            maxAttempts: job.opts.attempts ?? 1,
          });
        } catch (err) {
          if (err instanceof AppError && permanent.includes(err.code)) throw new UnrecoverableError(err.message);
          throw err;
        }
      },
      {
        connection,
        prefix: options.prefix,
        concurrency: options.concurrency?.[name] ?? 1,
        lockDuration: options.lockDurationMs ?? 30_000,
        stalledInterval: options.stalledIntervalMs ?? 30_000,
        // A job whose worker keeps dying is failed (and visible) rather than retried forever.
        maxStalledCount: options.maxStalledCount?.[name] ?? 2,
        // After a Redis outage BullMQ waits this long before asking for jobs again (15 s by
        // default): leads queued meanwhile would sit that long once Redis is back.
        runRetryDelay: 1_000,
      },
    );
    worker.on('error', (err) => options.onError?.(err));
    worker.on('failed', (job, error) => {
      if (!job || !options.onFailure) return;
      const maxAttempts = job.opts.attempts ?? 1;
      const final = error instanceof UnrecoverableError || error.name === 'UnrecoverableError' || job.attemptsMade >= maxAttempts;
      void Promise.resolve(options.onFailure({ name, jobId: job.id ?? '', payload: job.data, error, attempt: job.attemptsMade, maxAttempts, final })).catch(
        (e: Error) => options.onError?.(e),
      );
    });
    return { worker, connection };
  });

  return {
    async close() {
      await Promise.allSettled(workers.map(({ worker }) => worker.close()));
      for (const { connection } of workers) connection.disconnect();
    },
  };
}
