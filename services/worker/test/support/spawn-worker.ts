import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { repoRoot } from '@northrock/core/platform';
import { testBundle } from '@northrock/tools/service-bundle';
import type { WorkerTuning } from '../../src/worker';

export interface WorkerProcess {
  child: ChildProcess;
  /** Everything it logged, one JSON object per line. */
  output: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** The worker process of these tests: src/main.ts with a test's tuning (worker-process.ts). */
export const workerProcessEntry = fileURLToPath(new URL('./worker-process.ts', import.meta.url));

/** Starts a worker in its own process and resolves once it says it started. */
export async function spawnWorker(env: Record<string, string>, tuning: WorkerTuning): Promise<WorkerProcess> {
  // Bundled as `make build` bundles the worker (tools/src/service-bundle.mjs), once per test process.
  const child = spawn(process.execPath, [await testBundle(workerProcessEntry), JSON.stringify(tuning)], {
    cwd: repoRoot,
    env: { ...process.env, ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const started = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        output.push(line);
        if (line.includes('"msg":"worker started"')) resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(({ code }) => reject(new Error(`worker exited early (${code}):\n${output.join('\n')}`)));
  });
  await started;
  return { child, output, exited };
}
