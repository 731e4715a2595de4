import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort, repoRoot } from '@northrock/core/platform';
import { testBundle } from '@northrock/tools/service-bundle';
import { TEST_JWT_SECRET } from '../harness';

/** A gateway process as deployed (services/gateway/src/main.ts), answering on `url`. */
export interface GatewayProcess {
  url: string;
  child: ChildProcess;
  /** Its stdout and stderr so far. */
  output: string[];
  /** Resolves with the exit code once the process ended. */
  exited: Promise<number | null>;
}

/** Starts `main.ts` on a free port over `databaseUrl` and the test Redis; resolves once `/api/health` answers 200. */
export async function startGatewayProcess(opts: { databaseUrl: string; dataDir: string; logLevel?: string }): Promise<GatewayProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // main.ts bundled as `make build` bundles it (tools/src/service-bundle.mjs), once per test process.
  const child = spawn(process.execPath, [await testBundle(join(repoRoot, 'services/gateway/src/main.ts'))], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      PUBLIC_URL: url,
      DATABASE_URL: opts.databaseUrl,
      REDIS_URL: process.env.TEST_REDIS_URL,
      JWT_SECRET: TEST_JWT_SECRET,
      DATA_DIR: opts.dataDir,
      LOG_LEVEL: opts.logLevel ?? 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (c: Buffer) => output.push(c.toString()));
  child.stderr!.on('data', (c: Buffer) => output.push(c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`gateway exited: ${output.join('')}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, child, output, exited };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`gateway did not answer: ${output.join('')}`);
}
