/**
 * `make bench-api`: how close the public reads come to the limit of the machine, with the
 * product run as `make start` runs it. Starts the product (e2e/start-test-server.ts runs
 * scripts/dist/start.mjs, the production build, over a fresh database and a private Redis:
 * `make start`'s supervisor, gateway and worker, the access log on at the default `info` level,
 * every line going through the supervisor into DATA_DIR/logs/access.log), records what it
 * answers to each public read, starts a bare Node server that answers exactly those bytes
 * (status, headers, body) in a process of its own, and loads both with autocannon (100
 * connections, BENCH_SECONDS each, default 10, in five rounds taking turns, A B A B: mean req/s,
 * median p99).
 *
 * Reads: `GET /api/services` (goal: >= 0.6x the bare server, p99 <= 20 ms), two other REST
 * reads, and every public GraphQL query the web's pages run (web/src/app/public-read-queries.ts,
 * goal >= 0.5x each). Exits 1 when a goal is missed or the access log missed requests
 * (docs/performance.md). BENCH_READS=services,gql:services limits the reads (by name).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '@northrock/core/platform';
import { accessLines, webPublicQueries } from './support/bench-api-reads';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** Each run is split into rounds, product and bare server taking turns, so a change in the machine's load falls on both. */
const rounds = 5;
const connections = 100;
const goals = { restRatio: 0.6, graphqlRatio: 0.5, p99Ms: 20 } as const;

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** The least ratio to the bare server this read must reach. */
  ratio?: number;
  /** The greatest p99 it may have (ms). */
  p99Ms?: number;
}

const loadAt = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const loadBefore = loadAt();

// The product as `make start` runs it (start.mjs: supervisor, gateway, worker), the access log on.
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
process.env.E2E_PORT = String(port);
const { e2eStateFile } = await import('../e2e/support/state');
const children: ChildProcess[] = [];
mkdirSync('test-results', { recursive: true });
const product = spawn(process.execPath, ['--import', 'tsx', 'e2e/start-test-server.ts'], {
  env: { ...process.env, E2E_PORT: String(port), E2E_LOG_LEVEL: 'info' },
  stdio: ['ignore', 'inherit', 'inherit'],
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

const answerKey = (t: Pick<Target, 'method' | 'path' | 'body'>) => `${t.method} ${t.path} ${t.body ?? ''}`;

/** The bare server: node:http answering the recorded bytes for each request (a POST by its body), nothing else. */
const bareSource = `
const { createServer } = require('node:http');
const { readFileSync } = require('node:fs');
const answers = JSON.parse(readFileSync(process.argv[1], 'utf8'));
const prepared = {};
for (const [key, a] of Object.entries(answers)) prepared[key] = { status: a.status, headers: a.headers.flat(), body: Buffer.from(a.body) };
createServer((req, res) => {
  if (req.method === 'POST') {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const a = prepared[req.method + ' ' + req.url + ' ' + Buffer.concat(chunks).toString()];
      if (!a) { res.writeHead(404); res.end(); return; }
      res.writeHead(a.status, a.headers);
      res.end(a.body);
    });
    return;
  }
  const a = prepared[req.method + ' ' + req.url + ' '];
  if (!a) { res.writeHead(404); res.end(); return; }
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

const wanted = process.env.BENCH_READS?.split(',');

async function targetsOf(): Promise<Target[]> {
  const json = { 'content-type': 'application/json' };
  const posts = (await (await fetch(`${origin}/api/blog`)).json()) as { slug: string }[];
  const graphql: Target[] = webPublicQueries().map((q) => ({
    name: `gql:${q.name}`,
    method: 'POST',
    path: '/graphql',
    headers: json,
    body: JSON.stringify({ query: q.query, variables: q.slug ? { slug: posts[0]!.slug, locale: 'en' } : { locale: 'en' } }),
    ratio: goals.graphqlRatio,
  }));
  const all: Target[] = [
    { name: 'services', method: 'GET', path: '/api/services', ratio: goals.restRatio, p99Ms: goals.p99Ms },
    { name: 'site-settings', method: 'GET', path: '/api/site-settings' },
    { name: 'testimonials', method: 'GET', path: '/api/testimonials' },
    ...graphql,
  ];
  return wanted ? all.filter((t) => wanted.includes(t.name)) : all;
}

let failed = false;
try {
  await waitFor(`${origin}/api/health`, product);
  const { dataDir } = JSON.parse(readFileSync(e2eStateFile, 'utf8')) as { dataDir: string };
  const targets = await targetsOf();
  const answers: Record<string, Recorded> = {};
  for (const t of targets) {
    for (let i = 0; i < 50; i++) await record(t); // warm: the cache fills, V8 optimises
    answers[answerKey(t)] = await record(t);
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
      (await fetch(`${bareOrigin}${t.path}`, { method: t.method, headers: t.headers, body: t.body }).then((r) => r.text())) === answers[answerKey(t)]!.body;
    if (!mine) throw new Error(`the bare server does not answer ${t.name} like the product`);
  }

  const loadMeasuring = loadAt();
  console.log(
    `\nautocannon, ${connections} connections, ${seconds} s per read and server in ${rounds} alternating rounds; load average ${loadBefore} before the start, ${loadMeasuring} when measuring began, on ${cpus().length} cores (${cpus()[0]?.model ?? 'cpu'})\n`,
  );
  console.log('read'.padEnd(22), 'product req/s', 'p99 ms', '  bare req/s', 'p99 ms', ' ratio', '  goal');
  const rows = [];
  const logBefore = accessLines(dataDir).lines;
  for (const t of targets) {
    const { product: productLoad, bare: bareLoad } = await load(t, bareOrigin);
    const ratio = productLoad.rps / bareLoad.rps;
    const broken = productLoad.errors > 0 || productLoad.non2xx > 0;
    const miss = (t.ratio !== undefined && ratio < t.ratio) || (t.p99Ms !== undefined && productLoad.p99 > t.p99Ms);
    if (miss || broken) failed = true;
    rows.push({
      read: t.name,
      method: t.method,
      path: t.path,
      product: productLoad,
      bare: bareLoad,
      ratio,
      goal: { ratio: t.ratio, p99Ms: t.p99Ms },
      met: !miss && !broken,
    });
    const goal = [t.ratio && `>= ${t.ratio}x`, t.p99Ms && `p99 <= ${t.p99Ms}`].filter(Boolean).join(', ');
    console.log(
      t.name.padEnd(22),
      String(Math.round(productLoad.rps)).padStart(13),
      String(productLoad.p99).padStart(6),
      String(Math.round(bareLoad.rps)).padStart(12),
      String(bareLoad.p99).padStart(6),
      `${ratio.toFixed(2)}x`.padStart(6),
      goal ? ` ${goal}${miss ? ' BELOW GOAL' : ''}` : '',
      broken ? ` ${productLoad.errors} errors, ${productLoad.non2xx} non-2xx` : '',
    );
  }
  // The access lines, counted: the log was on for every request measured. The supervisor keeps
  // five rotated files of 10 MB: past that, every line the files can hold must be there.
  const measured = rows.reduce((sum, row) => sum + row.product.requests, 0);
  const log = accessLines(dataDir);
  const logged = log.lines - logBefore;
  const held = Math.floor((5 * 10 * 1024 * 1024) / (log.bytes / Math.max(1, log.lines))) - logBefore;
  const expected = Math.min(measured, held);
  console.log(
    `\naccess log: ${logged} new lines for ${measured} measured requests (${join(dataDir, 'logs')}, rotated files included; they hold about ${held + logBefore} lines)`,
  );
  if (logged < expected * 0.98) failed = true;
  writeFileSync(
    'test-results/bench-api.json',
    JSON.stringify(
      {
        date: new Date().toISOString(),
        loadAverage: { before: loadBefore, measuring: loadMeasuring, after: loadAt() },
        cores: cpus().length,
        seconds,
        connections,
        rows,
      },
      null,
      2,
    ),
  );
  console.log(`load average at the end ${loadAt()}`);
  console.log(failed ? '\nBelow goal.' : '\nOn goal.');
} catch (err) {
  console.error(err);
  failed = true;
} finally {
  for (const child of children.reverse()) await stop(child);
}
process.exit(failed ? 1 : 0);
