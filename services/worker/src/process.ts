import type { Logger } from '@northrock/core/platform';
import type { RunningWorker } from './worker';

/**
 * How long SIGTERM waits for running jobs. Past it the process exits anyway; the job's lock
 * then lapses and another worker retries it (the handlers are idempotent).
 */
export const SHUTDOWN_GRACE_MS = 25_000;

/** Keeps the worker running until SIGTERM/SIGINT, then finishes the current jobs and exits. */
export function runUntilSignalled(worker: RunningWorker, log: Logger): Promise<never> {
  return new Promise<never>(() => {
    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      log.info('worker stopping: finishing running jobs', { signal });
      const force = setTimeout(() => {
        log.warn('worker stop timed out; unfinished jobs will be retried elsewhere');
        process.exit(1);
      }, SHUTDOWN_GRACE_MS);
      force.unref();
      try {
        await worker.close();
        log.info('worker stopped');
        process.exit(0);
      } catch (err) {
        log.error('worker stop failed', { err });
        process.exit(1);
      }
    };
    process.on('SIGTERM', () => void stop('SIGTERM'));
    process.on('SIGINT', () => void stop('SIGINT'));
  });
}
