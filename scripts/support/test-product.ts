import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '@northrock/core/platform';

export interface TestProduct {
  port: number;
  /** `http://localhost:<port>`. */
  origin: string;
  process: ChildProcess;
  /** Resolves once `GET /api/health` answers (at most 4 minutes: a fresh build migrates and seeds first). */
  ready(): Promise<void>;
  /** Stops it (start-test-server.ts drops its scratch database and temporary folder). */
  stop(): Promise<void>;
}

/**
 * The product as the e2e journeys run it, for the benches (`e2e/start-test-server.ts`: a fresh
 * database, a private Redis, `NODE_ENV=production`) on a free port, with `env` added.
 */
export async function startTestProduct(env: NodeJS.ProcessEnv = {}): Promise<TestProduct> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const product = spawn(process.execPath, ['--import', 'tsx', 'e2e/start-test-server.ts'], {
    env: { ...process.env, E2E_PORT: String(port), ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return {
    port,
    origin,
    process: product,
    async ready() {
      for (let i = 0; i < 960; i++) {
        if (product.exitCode !== null) throw new Error('the product exited before answering');
        if (
          await fetch(`${origin}/api/health`).then(
            (r) => r.ok,
            () => false,
          )
        )
          return;
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error('the product did not answer within 4 minutes');
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (product.exitCode !== null || product.signalCode !== null) return resolve();
        product.once('exit', () => resolve());
        product.kill('SIGTERM');
      }),
  };
}
