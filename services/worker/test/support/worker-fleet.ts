import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { JobName } from '@northrock/core/registry';
import type { WorkerTuning } from '../../src/worker';
import { fastRetry, startPipelineStack, type PipelineStack } from './pipeline-stack';
import { spawnWorker, type WorkerProcess } from './spawn-worker';

/** The pipeline stack with worker processes one may kill, and BullMQ's own view of its queues. */
export interface WorkerFleet {
  stack: PipelineStack;
  /** What every worker process of the fleet runs with. */
  tuning: WorkerTuning;
  /** The BullMQ queue `name` of this stack: job states, stall counts. */
  queue(name: JobName): Queue;
  /** Spawns one more worker process (resolves once it started). */
  start(): Promise<WorkerProcess>;
  /** SIGKILLs every worker process still running. */
  killAll(): void;
  close(): Promise<void>;
}

/** `lock` shortens how long a dead worker's job stays locked before it counts as stalled (production: 30 s). */
export async function startWorkerFleet(lock: { lockDurationMs: number; stalledIntervalMs: number }, more: WorkerTuning = {}): Promise<WorkerFleet> {
  const stack = await startPipelineStack();
  const tuning: WorkerTuning = { prefix: stack.prefix, retry: fastRetry, relayIntervalMs: 100, ...lock, ...more };
  const connection = new Redis(process.env.TEST_REDIS_URL!, { maxRetriesPerRequest: null });
  const queues = new Map<JobName, Queue>();
  const running: WorkerProcess[] = [];
  const fleet: WorkerFleet = {
    stack,
    tuning,
    queue(name) {
      let q = queues.get(name);
      if (!q) queues.set(name, (q = new Queue(name, { connection, prefix: stack.prefix })));
      return q;
    },
    async start() {
      const w = await spawnWorker(stack.workerEnv, tuning);
      running.push(w);
      return w;
    },
    killAll() {
      for (const w of running) if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGKILL');
    },
    async close() {
      fleet.killAll();
      await Promise.all([...queues.values()].map((q) => q.close()));
      connection.disconnect();
      await stack.close();
    },
  };
  return fleet;
}
