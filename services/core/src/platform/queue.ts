import { Queue, QueueEvents, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { AppError } from './errors';
import {
  defaultRetry,
  type JobCatalogue,
  type JobNameOf,
  type EnqueueOptions,
  type JobQueue,
  type QueueConnectionOptions,
  type QueueCounts,
  type QueuedJobState,
  type RetryPolicy,
} from './queue-contracts';

/** The id of a job someone waits for (`run`): its payload holds a UUID, so it is unique for ever too. */
function runJobIdOf(name: string, payload: unknown): string {
  const ids = Object.entries(payload as Record<string, unknown>)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, v]) => String(v));
  return [name, ...ids].join('.');
}

const ENQUEUE_TIMEOUT_MS = 5_000;

/**
 * The BullMQ producer over one job catalogue (services/core/src/registry). Each name is its own
 * BullMQ queue, so CPU-heavy photo work and quick emails get their own concurrency and their
 * own row in the queue dashboard.
 */
export function createJobQueue<C extends JobCatalogue>(catalogue: C, options: QueueConnectionOptions & { retry?: RetryPolicy }): JobQueue<C> {
  type Name = JobNameOf<C>;
  const jobNames = Object.keys(catalogue) as Name[];
  const retry = options.retry ?? defaultRetry;
  // Fail fast while Redis is away (no offline queue): the outbox keeps the job meanwhile.
  const connection = new Redis(options.redisUrl, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  connection.on('error', () => undefined);
  const queues = new Map<Name, Queue>();
  const queueOf = (name: Name) => {
    let queue = queues.get(name);
    if (!queue) {
      if (!Object.hasOwn(catalogue, name)) throw new Error(`unknown job ${name}`);
      const policy = catalogue[name]!.retry ?? retry;
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
  const events = new Map<Name, { events: QueueEvents; connection: Redis }>();
  const eventsOf = (name: Name) => {
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

  // A stored row's name may be one this build lacks (a newer or older install's): refused here.
  async function add(stored: string, payload: unknown, options: EnqueueOptions): Promise<Job> {
    if (!Object.hasOwn(catalogue, stored)) throw new Error(`unknown job ${stored}`);
    const name = stored as Name;
    const data: unknown = catalogue[name]!.payload.parse(payload);
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
    async enqueue(job, payload, options) {
      await add(job.name, payload, options);
    },
    async enqueueStored(name, payload, options) {
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
      return Object.fromEntries(entries) as Record<Name, QueueCounts>;
    },
    async run(contract, payload, timeoutMs) {
      const name = contract.name;
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
    async schedule(job, everyMs) {
      const name = job.name;
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
