import type { Redis } from 'ioredis';

export interface RedisLossWatch {
  stop(): void;
}

/**
 * Notices that Redis lost its data (restarted without persistence, FLUSHALL, a failover to an
 * empty replica): a marker key written once disappears. Checked every `everyMs`; `onLoss` runs
 * once per loss (the marker is written again first), so queued work the store forgot can be
 * re-driven within seconds instead of waiting for the next periodic reconcile. A Redis that
 * does not answer is not a loss: nothing happens until it answers.
 */
export function watchRedisLoss(opts: { redis: Redis; key: string; everyMs: number; onLoss(): Promise<void> }): RedisLossWatch {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let marked = false;
  const check = async () => {
    try {
      // SET NX answers OK only when the key was absent: the first time, or after a loss.
      const created = (await opts.redis.set(opts.key, String(Date.now()), 'NX')) === 'OK';
      if (created && marked) {
        try {
          await opts.onLoss();
        } catch {
          // Not re-driven: drop the marker again so the next check (here or on another worker) retries.
          await opts.redis.del(opts.key);
        }
      }
      marked = true;
    } catch {
      // Redis away: nothing to decide until it answers.
    }
    if (!stopped) {
      // Until the marker is first written, a loss would go unseen: try again soon.
      timer = setTimeout(() => void check(), marked ? opts.everyMs : Math.min(250, opts.everyMs));
      timer.unref();
    }
  };
  void check();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
