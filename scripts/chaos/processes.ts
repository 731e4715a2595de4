/** The processes and requests of the fault-matrix harness (harness.ts). */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { redisAnswers, repoRoot } from '@northrock/core/platform';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A child process of the product, restartable, killable with SIGKILL. */
export class Service {
  child?: ChildProcess;
  private output: string[] = [];
  constructor(
    readonly name: string,
    private readonly args: string[],
    private readonly env: Record<string, string>,
    private readonly ready: RegExp,
  ) {}

  async start(): Promise<void> {
    this.output = [];
    const child = spawn(process.execPath, this.args, { cwd: repoRoot, env: { ...process.env, ...this.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
          if (this.output.length < 400) this.output.push(line);
          if (this.ready.test(line)) resolve();
        }
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', (code, signal) => reject(new Error(`${this.name} exited (${code ?? signal}) before it was ready:\n${this.output.join('\n')}`)));
    });
  }

  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  }
}

/** redis-server with AOF on a folder of its own; SIGKILL and restart keep the port and the data. */
export class RedisServer {
  child?: ChildProcess;
  constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}
  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }
  async start(): Promise<void> {
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--dir', this.dir, '--appendonly', 'yes', '--appendfsync', 'everysec'];
    args.push('--save', '', '--maxmemory', '256mb', '--maxmemory-policy', 'noeviction');
    this.child = spawn('redis-server', args, { stdio: 'ignore' });
    for (let i = 0; i < 200; i++) {
      if (await redisAnswers(this.url)) return;
      await sleep(50);
    }
    throw new Error('redis-server did not start');
  }
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }
}

/** One HTTP request from a given loopback address (each homeowner has their own). */
export function send(
  port: number,
  address: string,
  method: string,
  path: string,
  body: Buffer | string,
  headers: Record<string, string>,
  /** Send the body at this many bytes a second (a phone on a slow line), in slices of 16 KB. */
  bytesPerSecond?: number,
): Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method, path, localAddress: address, headers: { ...headers, 'content-length': Buffer.byteLength(body) }, timeout: 30_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    if (!bytesPerSecond || typeof body === 'string') {
      req.end(body);
      return;
    }
    const slice = 16 * 1024;
    const writeFrom = (at: number) => {
      if (req.destroyed) return;
      if (at + slice >= body.length) {
        req.end(body.subarray(at));
        return;
      }
      req.write(body.subarray(at, at + slice));
      setTimeout(() => writeFrom(at + slice), (slice / bytesPerSecond) * 1000);
    };
    writeFrom(0);
  });
}

export function multipart(files: { name: string; data: Buffer }[]): { body: Buffer; type: string } {
  const boundary = `chaos${randomBytes(8).toString('hex')}`;
  const parts = files.flatMap((f) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: image/jpeg\r\n\r\n`),
    f.data,
    Buffer.from('\r\n'),
  ]);
  return { body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), type: `multipart/form-data; boundary=${boundary}` };
}

export const percentile = (values: number[], p: number) => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
