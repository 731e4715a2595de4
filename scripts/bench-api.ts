/**
 * `make bench-api`: how close the public reads come to the limit of the machine. Starts the
 * product (e2e/start-test-server.ts: fresh database, private Redis), records what it answers
 * to each public read, starts a bare Node server that answers exactly those bytes (status,
 * headers, body) in a process of its own, and loads both with autocannon (100 connections,
 * BENCH_SECONDS each, default 10, in five rounds taking turns: mean req/s, median p99). The
 * gateway measured runs as a container runs it, access log on (`LOG_LEVEL=info`, one line per
 * request to its stdout, kept in test-results/bench-api-access.log). Prints req/s and p99 of each and their ratio;
 * exits 1 when `GET /api/services` is below half the bare server or its p99 above 20 ms, or
 * when the access log missed requests (docs/performance.md).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '@northrock/core/platform';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** Each run is split into rounds, product and bare server taking turns, so a change in the machine's load falls on both. */
const rounds = 5;
const connections = 100;
const goals = { ratio: 0.5, p99Ms: 20 } as const;

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** The goal applies to this one. */
  goal?: boolean;
}

const targets: Target[] = [
  { name: 'GET /api/services', method: 'GET', path: '/api/services', goal: true },
  { name: 'GET /api/site-settings', method: 'GET', path: '/api/site-settings' },
  { name: 'GET /api/testimonials', method: 'GET', path: '/api/testimonials' },
  {
    name: 'POST /graphql { services }',
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ services { id slug title description image } }' }),
  },
];

// e2e/start-test-server.ts brings the product up (`make start`'s supervisor on one port); the
// gateway measured is its second one, started as a container runs it: the gateway's own
// process, every line (access log included) on its stdout, here a file.
const [startPort, port] = [await freePort(), await freePort()];
const origin = `http://127.0.0.1:${port}`;
const children: ChildProcess[] = [];
mkdirSync('test-results', { recursive: true });
const accessLogFile = 'test-results/bench-api-access.log';
const accessLog = openSync(accessLogFile, 'w');
const product = spawn(process.execPath, ['--import', 'tsx', 'e2e/start-test-server.ts'], {
  env: { ...process.env, E2E_PORT: String(startPort), E2E_SECOND_PORT: String(port), E2E_LOG_LEVEL: 'info' },
  stdio: ['ignore', accessLog, 'inherit'],
});
children.push(product);

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 960; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited before answering`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

interface Recorded {
  status: number;
  headers: [string, string][];
  body: string;
}

/** What the product answers, byte for byte as autocannon receives it (no Accept-Encoding). */
async function record(t: Target): Promise<Recorded> {
  const res = await fetch(`${origin}${t.path}`, { method: t.method, headers: { 'accept-encoding': 'identity', ...t.headers }, body: t.body });
  const body = await res.text();
  const headers: [string, string][] = [];
  res.headers.forEach((value, name) => {
    if (!['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)) headers.push([name, value]);
  });
  return { status: res.status, headers, body };
}

/** The bare server: node:http answering the recorded bytes for each path, nothing else. */
const bareSource = `
const { createServer } = require('node:http');
const { readFileSync } = require('node:fs');
const answers = JSON.parse(readFileSync(process.argv[1], 'utf8'));
const prepared = {};
for (const [key, a] of Object.entries(answers)) prepared[key] = { status: a.status, headers: a.headers.flat(), body: Buffer.from(a.body) };
createServer((req, res) => {
  const a = prepared[req.method + ' ' + req.url];
  if (!a) { res.writeHead(404); res.end(); return; }
  if (req.method === 'POST') { req.resume(); req.on('end', () => { res.writeHead(a.status, a.headers); res.end(a.body); }); return; }
  res.writeHead(a.status, a.headers);
  res.end(a.body);
}).listen(Number(process.argv[2]), '127.0.0.1', () => console.log('bare server ready'));
`;

interface Load {
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
}

async function round(url: string, t: Target): Promise<Load> {
  const result = await autocannon({
    url: `${url}${t.path}`,
    method: t.method,
    headers: t.headers,
    body: t.body,
    connections,
    duration: seconds / rounds,
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Product and bare server in turns: mean req/s and median p99 over the rounds of each. */
async function load(t: Target, bareOrigin: string): Promise<{ product: Load; bare: Load }> {
  const runs: { product: Load[]; bare: Load[] } = { product: [], bare: [] };
  for (let i = 0; i < rounds; i++) {
    runs.product.push(await round(origin, t));
    runs.bare.push(await round(bareOrigin, t));
  }
  const sum = (loads: Load[]): Load => ({
    rps: loads.reduce((n, l) => n + l.rps, 0) / loads.length,
    p99: median(loads.map((l) => l.p99)),
    errors: loads.reduce((n, l) => n + l.errors, 0),
    non2xx: loads.reduce((n, l) => n + l.non2xx, 0),
    requests: loads.reduce((n, l) => n + l.requests, 0),
  });
  return { product: sum(runs.product), bare: sum(runs.bare) };
}

let failed = false;
try {
  await waitFor(`${origin}/api/health`, product);
  const answers: Record<string, Recorded> = {};
  for (const t of targets) {
    for (let i = 0; i < 50; i++) await record(t); // warm: the cache fills, V8 optimises
    answers[`${t.method} ${t.path}`] = await record(t);
  }
  const file = join(tmpdir(), `northrock-bench-${port}.json`);
  writeFileSync(file, JSON.stringify(answers));
  const barePort = await freePort();
  const bare = spawn(process.execPath, ['-e', bareSource, file, String(barePort)], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(bare);
  const bareOrigin = `http://127.0.0.1:${barePort}`;
  await new Promise<void>((resolve) => bare.stdout!.once('data', () => resolve()));
  for (const t of targets) {
    const mine =
      (await fetch(`${bareOrigin}${t.path}`, { method: t.method, headers: t.headers, body: t.body }).then((r) => r.text())) ===
      answers[`${t.method} ${t.path}`]!.body;
    if (!mine) throw new Error(`the bare server does not answer ${t.name} like the product`);
  }

  console.log(
    `\nautocannon, ${connections} connections, ${seconds} s per read and server in ${rounds} alternating rounds; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} on ${cpus().length} cores (${cpus()[0]?.model ?? 'cpu'})\n`,
  );
  console.log('read'.padEnd(30), 'product req/s', 'p99 ms', '  bare req/s', 'p99 ms', ' ratio');
  const rows = [];
  for (const t of targets) {
    const { product: productLoad, bare: bareLoad } = await load(t, bareOrigin);
    const ratio = productLoad.rps / bareLoad.rps;
    const broken = productLoad.errors > 0 || productLoad.non2xx > 0;
    const miss = t.goal && (ratio < goals.ratio || productLoad.p99 > goals.p99Ms || broken);
    if (miss || broken) failed = true;
    rows.push({ read: t.name, product: productLoad, bare: bareLoad, ratio });
    console.log(
      t.name.padEnd(30),
      String(Math.round(productLoad.rps)).padStart(13),
      String(productLoad.p99).padStart(6),
      String(Math.round(bareLoad.rps)).padStart(12),
      String(bareLoad.p99).padStart(6),
      `${ratio.toFixed(2)}x`.padStart(6),
      broken ? ` ${productLoad.errors} errors, ${productLoad.non2xx} non-2xx` : '',
      miss ? ` below goal (>= ${goals.ratio}x, p99 <= ${goals.p99Ms} ms)` : '',
    );
  }
  // The product's access lines, counted: the log was on for every request measured.
  const logged = readFileSync(accessLogFile, 'utf8')
    .split('\n')
    .filter((line) => line.includes('"msg":"access"')).length;
  const measured = rows.reduce((sum, row) => sum + row.product.requests, 0);
  console.log(`\naccess log: ${logged} lines for ${measured} measured requests (${accessLogFile})`);
  if (logged < measured) failed = true;
  writeFileSync(
    'test-results/bench-api.json',
    JSON.stringify({ date: new Date().toISOString(), loadAverage: loadavg(), cores: cpus().length, seconds, connections, rows }, null, 2),
  );
  console.log(failed ? '\nBelow goal.' : '\nOn goal.');
} catch (err) {
  console.error(err);
  failed = true;
} finally {
  for (const child of children.reverse()) await stop(child);
  closeSync(accessLog);
}
process.exit(failed ? 1 : 0);
