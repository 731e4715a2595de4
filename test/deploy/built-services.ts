/**
 * The built services started the way their images start them (infra/docker/entrypoint.sh, then
 * node), with the environment an image and docker-compose.yml give them: for
 * production-start.test.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { interpolate, readDockerfile, readYaml, repoRoot } from './deploy-files';

export const built = {
  migrate: 'services/core/dist/migrate.mjs',
  gateway: 'services/gateway/dist/main.mjs',
  worker: 'services/worker/dist/main.mjs',
} as const;
type ServiceName = keyof typeof built;
const imageOf: Record<ServiceName, string> = {
  migrate: 'infra/docker/gateway.Dockerfile',
  gateway: 'infra/docker/gateway.Dockerfile',
  worker: 'infra/docker/worker.Dockerfile',
};

const compose = readYaml<{ services: Record<string, { environment: Record<string, string | null> }> }>('docker-compose.yml');

export interface Running {
  child: ChildProcess;
  output: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves at the first log line matching; rejects if the process exits first. */
  logged(pattern: RegExp, timeoutMs?: number): Promise<string>;
}

/**
 * Starts and checks built services against the servers of `dotenv()` (what an operator's .env
 * would say), with the shared volume /data at `dataDir()`; `stopAll` kills what is left.
 */
export function builtServices(dotenv: () => Record<string, string>, dataDir: () => string) {
  const processes: Running[] = [];

  /** The environment a container of `service` gets: the image's ENV, then compose's, resolved against `env`. */
  function containerEnv(service: ServiceName, env: Record<string, string>): Record<string, string> {
    const fromImage = Object.fromEntries(
      readDockerfile(imageOf[service])
        .filter((i) => i.op === 'ENV' && i.stage === Math.max(...readDockerfile(imageOf[service]).map((x) => x.stage)))
        .flatMap((i) => i.args.split(/\s+/).map((kv) => kv.split('=') as [string, string])),
    );
    const fromCompose: Record<string, string> = {};
    for (const [key, value] of Object.entries(compose.services[service]!.environment)) {
      const resolved = value === null ? env[key] : interpolate(String(value), env);
      if (resolved !== undefined) fromCompose[key] = resolved;
    }
    const merged: Record<string, string> = { ...fromImage, ...fromCompose };
    // The shared volume /data is a folder here.
    for (const [key, value] of Object.entries(merged)) merged[key] = value.replace(/^\/data(?=\/|$)/, dataDir());
    return { PATH: `${dirname(process.execPath)}:/usr/local/bin:/usr/bin:/bin`, ...merged };
  }

  /** Starts a built service the way its image does: the entrypoint, then node. */
  function start(service: ServiceName, env = containerEnv(service, dotenv()), command = ['node', '--enable-source-maps', built[service]]): Running {
    const child = spawn('sh', [join(repoRoot, 'infra/docker/entrypoint.sh'), ...command], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    const listeners = new Set<(line: string) => void>();
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        output.push(line);
        for (const listener of listeners) listener(line);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    const running: Running = {
      child,
      output,
      exited,
      logged(pattern, timeoutMs = 30_000) {
        const seen = output.find((l) => pattern.test(l));
        if (seen) return Promise.resolve(seen);
        return new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`${service}: no log ${pattern} in ${timeoutMs} ms:\n${output.join('\n')}`)), timeoutMs);
          const listener = (line: string) => {
            if (!pattern.test(line)) return;
            clearTimeout(timer);
            listeners.delete(listener);
            resolve(line);
          };
          listeners.add(listener);
          void exited.then(({ code }) => {
            clearTimeout(timer);
            reject(new Error(`${service} exited (${code}) before logging ${pattern}:\n${output.join('\n')}`));
          });
        });
      },
    };
    processes.push(running);
    return running;
  }

  async function healthcheck(service: 'gateway' | 'worker'): Promise<number | null> {
    const args = service === 'worker' ? ['infra/docker/healthcheck.mjs', 'worker'] : ['infra/docker/healthcheck.mjs'];
    const child = spawn(process.execPath, args, { cwd: repoRoot, env: containerEnv(service, dotenv()), stdio: 'ignore' });
    return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }

  async function stopAll() {
    for (const p of processes) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
    await Promise.all(processes.map((p) => p.exited));
  }

  return { containerEnv, start, healthcheck, stopAll };
}
