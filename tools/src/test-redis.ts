import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '@northrock/core/platform';
import { redisAnswers } from '@northrock/core/platform';

export interface PrivateRedis {
  url: string;
  /** Stops the server (SIGTERM) and waits until it is gone. */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
}

/** A redis-server of this test's own, so the test can stop and start it. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    child.once('error', () => undefined); // not installed: reported below
    for (let i = 0; i < 100; i++) {
      if (await redisAnswers(url)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`redis-server did not start on port ${port} (set REDIS_URL, or install it: apt-get install redis-server)`);
  };
  await start();
  return {
    url,
    start,
    async stop() {
      const c = child;
      if (!c || c.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        c.once('exit', () => resolve());
        c.kill('SIGTERM');
      });
    },
  };
}
