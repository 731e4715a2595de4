import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { AppError, type AppErrorCode } from './errors';
import type { JobCatalogue, JobHandler, JobHandlersOf, JobNameOf, QueueConnectionOptions } from './queue-contracts';

export interface JobFailure<N extends string = string> {
  name: N;
  jobId: string;
  payload: unknown;
  error: Error;
  attempt: number;
  maxAttempts: number;
  /** No retry follows: the job stays in the failed state. */
  final: boolean;
}

export interface JobWorkersOptions<N extends string = string> extends QueueConnectionOptions {
  concurrency?: Partial<Record<N, number>>;
  /** How long a job's lock lasts without renewal: a crashed worker's job is retried after it. */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
  /**
   * How often a job may lose its worker (crash, OOM kill) before it fails instead of running
   * again (default 2: the third loss fails it).
   */
  maxStalledCount?: Partial<Record<N, number>>;
  onFailure?(failure: JobFailure<N>): void | Promise<void>;
  onError?(err: Error): void;
}

/** Domain errors a retry cannot fix: the job fails at once (it stays visible as failed). */
const permanent: AppErrorCode[] = ['BAD_REQUEST', 'VALIDATION', 'NOT_FOUND', 'GONE', 'FORBIDDEN', 'UNAUTHENTICATED', 'CONFLICT'];

export interface JobWorkers {
  /** Stops taking jobs and waits for the running ones to finish. */
  close(): Promise<void>;
}

/**
 * One BullMQ worker per job name of the catalogue; refuses to start when a name has no handler
 * (a job nobody would ever run), or a handler names no job.
 */
export function startJobWorkers<C extends JobCatalogue>(catalogue: C, handlers: JobHandlersOf<C>, options: JobWorkersOptions<JobNameOf<C>>): JobWorkers {
  type Name = JobNameOf<C>;
  const jobNames = Object.keys(catalogue) as Name[];
  const missing = jobNames.filter((n) => typeof handlers[n] !== 'function');
  const unknown = Object.keys(handlers).filter((n) => !Object.hasOwn(catalogue, n));
  if (unknown.length) throw new Error(`Handler(s) for no known job: ${unknown.join(', ')}`);
  if (missing.length) throw new Error(`No handler for job(s): ${missing.join(', ')}`);

  const workers = jobNames.map((name) => {
    const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
    connection.on('error', () => undefined);
    const handler = handlers[name] as JobHandler<unknown>;
    const worker = new Worker(
      name,
      async (job: Job) => {
        const parsed = catalogue[name]!.payload.safeParse(job.data);
        if (!parsed.success) throw new UnrecoverableError(`Invalid payload for ${name}: ${parsed.error.message}`);
        try {
          return await handler(parsed.data, {
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
