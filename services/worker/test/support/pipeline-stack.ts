import { type Config, createLogger, createObjectStore, loadConfig, type ObjectStore, queuePrefixFor, type RetryPolicy } from '@northrock/core/platform';
import { installId } from '@northrock/core/meta';
import { createJobQueue, type JobQueue } from '@northrock/core/registry';
import { startHarness, TEST_JWT_SECRET, type Harness } from '@northrock/gateway/testing';
import { startWorker, type RunningWorker, type WorkerTuning } from '../../src/worker';
import { startS3, type TestS3 } from './s3-server';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import type { Json } from '../../../../test/json';

export const STAFF = 'leads@northrock.test';

/** Retries that fit in a test: 6 attempts, 100 ms doubling. */
export const fastRetry: RetryPolicy = { attempts: 6, backoffMs: 100 };

export interface PipelineStack {
  gateway: Harness;
  s3: TestS3;
  smtp: SmtpSink;
  /** What a worker process needs: the product's configuration for this stack. */
  workerConfig: Config;
  /** The environment that configuration came from (for spawned worker processes). */
  workerEnv: Record<string, string>;
  storage: ObjectStore;
  prefix: string;
  worker?: RunningWorker;
  /** The tuning the last `startWorker` ran with (support/pipeline-quiet.ts derives its waits from it). */
  tuning?: WorkerTuning;
  startWorker(tuning?: WorkerTuning): Promise<RunningWorker>;
  /** POST /api/upload with the given files; answers the parsed response. */
  upload(files: { name: string; data: Buffer; type?: string }[]): Promise<{ status: number; body: Json }>;
  lead(extra?: Record<string, unknown>): Record<string, unknown>;
  close(): Promise<void>;
}

/**
 * The whole pipeline on real components: a gateway over a fresh PostgreSQL database, a real
 * S3 server, a real SMTP server, Redis (`redisUrl`, default the test Redis) with queue keys
 * of this stack's own, and (on `startWorker`) the worker in this process.
 */
export async function startPipelineStack(
  opts: {
    redisUrl?: string;
    gatewayEnv?: Record<string, string>;
    /** Share one SMTP server between stacks (one staff inbox); default: a server of its own. */
    smtp?: SmtpSink;
    /** Queue prefix as the product derives it (from the database's install id), not one per test. */
    productPrefix?: boolean;
  } = {},
): Promise<PipelineStack> {
  const redisUrl = opts.redisUrl ?? process.env.TEST_REDIS_URL!;
  const [s3, smtp] = await Promise.all([startS3(), opts.smtp ?? startSmtpSink()]);
  const gatewayEnv = { ...s3.env, REDIS_URL: redisUrl, ...opts.gatewayEnv };
  const storage = createObjectStore(loadConfig(gatewayEnv));
  let prefix = `t${Math.random().toString(36).slice(2, 10)}`;
  let queue: JobQueue | undefined;
  let gateway: Harness;
  if (opts.productPrefix) {
    gateway = await startHarness(gatewayEnv, { storage });
    prefix = queuePrefixFor(await installId(gateway.orm.em.fork()));
  } else {
    queue = createJobQueue({ redisUrl, prefix });
    gateway = await startHarness(gatewayEnv, { storage, queue });
  }
  const workerEnv: Record<string, string> = {
    ...s3.env,
    NODE_ENV: 'test',
    DATABASE_URL: gateway.config.databaseUrl!,
    REDIS_URL: redisUrl,
    SMTP_URL: smtp.url,
    STAFF_EMAIL: STAFF,
    PUBLIC_URL: 'https://www.northrock.test',
    DATA_DIR: gateway.config.dataDir,
    LOG_LEVEL: 'silent',
    // The gateway's: the signed links the worker's e-mails carry open on the gateway.
    JWT_SECRET: TEST_JWT_SECRET,
  };
  const workerConfig = loadConfig(workerEnv);
  const stack: PipelineStack = {
    gateway,
    s3,
    smtp,
    workerConfig,
    workerEnv,
    storage: gateway.storage,
    prefix,
    async startWorker(tuning = {}) {
      stack.tuning = { prefix: opts.productPrefix ? undefined : prefix, retry: fastRetry, relayIntervalMs: 100, ...tuning };
      stack.worker = await startWorker(workerConfig, createLogger('silent'), stack.tuning);
      return stack.worker;
    },
    async upload(files) {
      const form = new FormData();
      for (const f of files) form.append('files', new Blob([new Uint8Array(f.data)], { type: f.type ?? 'image/jpeg' }), f.name);
      const res = await fetch(`${gateway.baseUrl}/api/upload`, { method: 'POST', body: form });
      return { status: res.status, body: await res.json() };
    },
    lead: (extra = {}) => ({
      name: 'Marie Tremblay',
      email: 'marie.tremblay@example.com',
      phone: '(807) 555-0142',
      address: '123 Red River Rd',
      city: 'Thunder Bay',
      subject: 'Crack in basement wall',
      message: 'Water comes in after heavy rain.\nThe crack is about 2 m long.',
      photo_urls: [],
      ...extra,
    }),
    async close() {
      await stack.worker?.close();
      await queue?.close();
      await gateway.close();
      await Promise.all([s3.stop(), opts.smtp ? undefined : smtp.stop()]);
    },
  };
  return stack;
}

/** Matches the staff e-mail of lead `id` (its Message-ID also holds the lead's UUID). */
export const staffMailOf = (id: number) => (m: { messageId?: string }) => m.messageId?.startsWith(`<lead-${id}-staff.`) ?? false;
/** Matches the homeowner's confirmation of lead `id`. */
export const homeownerMailOf = (id: number) => (m: { messageId?: string }) => m.messageId?.startsWith(`<lead-${id}-homeowner.`) ?? false;

/** Polls `check` until it returns a value other than undefined/false. */
export async function eventually<T>(check: () => Promise<T | undefined | false>, timeoutMs = 30_000, what = 'condition'): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
