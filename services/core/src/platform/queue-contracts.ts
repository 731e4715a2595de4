import type { Queue } from 'bullmq';
import type { z } from 'zod';

export interface RetryPolicy {
  attempts: number;
  /** First retry delay; each further one doubles (5 s .. ~85 min over 12 attempts: ~2.8 h in all). */
  backoffMs: number;
}

export const defaultRetry: RetryPolicy = { attempts: 12, backoffMs: 5_000 };

/**
 * One background job as its module declares it (`<module>.jobs.ts`): its stored name, a zod
 * payload of ids (never whole records: a handler reads the current state from PostgreSQL), and
 * its own retry policy when someone waits for it. Producers pass the contract itself (to
 * `addOutboxJob`, `JobQueue.enqueue`, `run`, `schedule`), never its name as text, so the
 * compiler checks the payload against the job.
 */
export interface JobContract<N extends string = string, S extends z.ZodType = z.ZodType> {
  /**
   * The job's name in Redis (its BullMQ queue) and in the outbox rows. Stored: renaming it would
   * orphan the jobs and rows an installation already holds under the old name, so names keep the
   * words they were born with (`contact.*`, `upload.*`: docs/architecture.md, "Words").
   */
  name: N;
  payload: S;
  retry?: RetryPolicy;
}

export function defineJob<const N extends string, S extends z.ZodType>(name: N, payload: S, options: { retry?: RetryPolicy } = {}): JobContract<N, S> {
  return { name, payload, ...options };
}

/** A contract's payload, as its producer writes it. */
export type JobPayload<J extends JobContract> = z.infer<J['payload']>;

/** Job name -> contract; services/core/src/registry assembles the one list every process uses. */
export type JobCatalogue = Record<string, JobContract>;
export type JobNameOf<C extends JobCatalogue> = keyof C & string;
export type JobPayloadOf<C extends JobCatalogue, N extends keyof C> = z.infer<C[N]['payload']>;
/** Any job of a catalogue. */
type JobOf<C extends JobCatalogue> = C[keyof C];

/** A module's jobs keyed by their own names (what the registry spreads into the one catalogue). */
export function jobCatalogue<const J extends readonly JobContract[]>(...jobs: J): { [K in J[number] as K['name']]: K } {
  return Object.fromEntries(jobs.map((job) => [job.name, job])) as { [K in J[number] as K['name']]: K };
}

interface JobContext {
  jobId: string;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
}

/** A handler's result (JSON) is what `JobQueue.run` answers; most handlers return nothing. */
export type JobHandler<P> = (payload: P, ctx: JobContext) => Promise<unknown>;
export type JobHandlersOf<C extends JobCatalogue> = { [N in JobNameOf<C>]: JobHandler<JobPayloadOf<C, N>> };

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

/** The producer side; without a catalogue type (the outbox relay's view) jobs are any contract and payloads unknown. */
export interface JobQueue<C extends JobCatalogue = JobCatalogue> {
  /** Adds the job unless one with the same id is still held; rejects at once while Redis is away, and for a job the catalogue lacks. */
  enqueue<J extends JobOf<C>>(job: J, payload: JobPayload<J>, options: EnqueueOptions): Promise<void>;
  /**
   * The outbox relay's add: a stored row's job name (whatever this build's contracts are called
   * in code), checked against the catalogue and its payload schema like `enqueue`.
   */
  enqueueStored(name: string, payload: unknown, options: EnqueueOptions): Promise<void>;
  /** Where job `jobId` of queue `name` is. */
  jobState(name: JobNameOf<C>, jobId: string): Promise<QueuedJobState>;
  /** Jobs per state in each queue. */
  counts(): Promise<Record<JobNameOf<C>, QueueCounts>>;
  /**
   * Enqueues the job and waits until a worker finished it; answers the handler's result.
   * Rejects with `AppError('UNAVAILABLE')` when Redis is away, the job failed for good, or
   * no worker finished it within `timeoutMs` (the job is then removed unless a worker holds it).
   */
  run<J extends JobOf<C>>(job: J, payload: JobPayload<J>, timeoutMs: number): Promise<unknown>;
  /** Whether the producer connection is up right now. */
  ready(): boolean;
  /** Repeats `name` every `everyMs` (one schedule however many workers ask). */
  schedule(job: JobOf<C>, everyMs: number): Promise<void>;
  /** The BullMQ queues, for the dashboard. */
  bullQueues(): Queue[];
  close(): Promise<void>;
}
