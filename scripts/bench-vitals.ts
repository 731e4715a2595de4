/**
 * `make bench-vitals`: real-user vitals under load (docs/performance.md, "Real-user vitals").
 * Starts the product as the e2e journeys do (e2e/start-test-server.ts: fresh database, private
 * Redis) with the shipped per-address budget (60 beacons per 10 minutes), and sends 10,000
 * beacons (BEACONS) of known value distributions from 250 loopback addresses (127.0.0.x, 40
 * each: the budget is never what stops them). Then it shows that `web_vitals` holds one row per
 * day, template, language, device, connection and metric seen (at most 1,700 a day, however
 * many beacons), and that the Dashboard's 75th percentiles (GET /api/admin/web-vitals) match the
 * 75th percentiles of the values sent within the histogram's stated error, with exact
 * good / needs-improvement / poor shares. Exits 1 otherwise.
 */
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import {
  connectionTypes,
  pageTemplates,
  P75_RELATIVE_ERROR,
  vitalMetrics,
  vitalRanges,
  vitalsDevices,
  vitalThresholds,
  type VitalMetric,
} from '@northrock/core/web-vitals';
import type { E2eState } from '../e2e/support/state';
import { startTestProduct } from './support/test-product';

const total = Number(process.env.BEACONS ?? 10_000);
const perAddress = 40;
const concurrency = 32;

/** A seeded generator: the same beacons on every run. */
let seed = 2026;
const next = () => {
  seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
  return seed / 2 ** 32;
};
const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
/** Log-normal around `median`: how page timings spread. */
const logNormal = (median: number, sigma: number) => median * Math.exp(sigma * Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()));
const medians: Record<VitalMetric, number> = { LCP: 2200, INP: 150, CLS: 0.06, FCP: 1500, TTFB: 600 };
/** Chromium measures everything; Firefox has no INP or CLS, Safari neither nor LCP. */
const presence: Record<VitalMetric, number> = { LCP: 0.9, INP: 0.7, CLS: 0.8, FCP: 1, TTFB: 1 };

interface Beacon {
  template: string;
  language: 'en' | 'fr';
  device: (typeof vitalsDevices)[number];
  connection: string;
  metrics: Partial<Record<VitalMetric, number>>;
}
const beacons: Beacon[] = Array.from({ length: total }, () => {
  const metrics: Beacon['metrics'] = {};
  for (const metric of vitalMetrics) {
    if (next() < presence[metric]) metrics[metric] = Math.min(vitalRanges[metric], Math.round(logNormal(medians[metric], 0.7) * 1e4) / 1e4);
  }
  return {
    template: pick(pageTemplates),
    language: next() < 0.7 ? 'en' : 'fr',
    device: next() < 0.65 ? 'phone' : 'desktop',
    connection: pick(connectionTypes),
    metrics,
  };
});

if (total > 252 * perAddress) throw new Error(`BEACONS: at most ${252 * perAddress} (252 loopback addresses x ${perAddress})`);
const product = await startTestProduct({ E2E_SECOND_PORT: '', VITALS_BEACONS_PER_10_MIN: '60', E2E_LOG_LEVEL: 'warn' });
const { port } = product;
const origin = `http://127.0.0.1:${port}`;
// The state file start-test-server.ts writes is named after its port (e2e/support/state.ts reads it at import).
process.env.E2E_PORT = String(port);
const { E2E_ADMIN, e2eStateFile } = await import('../e2e/support/state');

const agents = new Map<string, Agent>();
/** One beacon from its loopback address: the status and how long it took (ms). */
function send(beacon: Beacon, address: string): Promise<{ status: number; ms: number }> {
  let agent = agents.get(address);
  if (!agent) agents.set(address, (agent = new Agent({ keepAlive: true, maxSockets: 2, localAddress: address })));
  const body = JSON.stringify(beacon);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/vitals',
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const bruteP75 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(0.75 * values.length) - 1]!;
const pct = (part: number, whole: number) => Math.round((1000 * part) / whole) / 10;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

let failed = false;
const fail = (why: string) => {
  failed = true;
  console.log(`FAIL: ${why}`);
};
try {
  await product.ready();
  const state = JSON.parse(readFileSync(e2eStateFile, 'utf8')) as E2eState;
  const db = new pg.Client({ connectionString: state.databaseUrl });
  await db.connect();
  const rowCount = async () => Number((await db.query<{ n: string }>('select count(*) as n from web_vitals')).rows[0]!.n);

  const statuses = new Map<number, number>();
  const latencies: number[] = [];
  const plateau: { beacons: number; rows: number }[] = [];
  const started = performance.now();
  let sent = 0;
  for (let checkpoint = 1000; sent < total; checkpoint = Math.min(total, checkpoint * 2)) {
    const until = Math.min(checkpoint, total);
    let cursor = sent;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (cursor < until) {
          const i = cursor++;
          const { status, ms } = await send(beacons[i]!, `127.0.0.${2 + Math.floor(i / perAddress)}`);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          latencies.push(ms);
        }
      }),
    );
    sent = until;
    plateau.push({ beacons: sent, rows: await rowCount() });
  }
  const seconds = (performance.now() - started) / 1000;
  for (const agent of agents.values()) agent.destroy();
  latencies.sort((a, b) => a - b);
  console.log(
    `\n${total} beacons from ${Math.ceil(total / perAddress)} addresses, ${concurrency} at a time: ${seconds.toFixed(1)} s, ${Math.round(total / seconds)} beacons/s, ` +
      `median ${quantile(latencies, 0.5).toFixed(1)} ms, p99 ${quantile(latencies, 0.99).toFixed(1)} ms; ` +
      `load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} on ${cpus().length} cores`,
  );
  console.log(`answers: ${[...statuses].map(([s, n]) => `${n} x ${s}`).join(', ')}`);
  if (statuses.get(204) !== total) fail('not every beacon was counted (204)');

  // Rows: one per (template, language, device, connection, metric) sent today, whatever the volume.
  const keys = new Set(beacons.flatMap((b) => Object.keys(b.metrics).map((m) => `${b.template}|${b.language}|${b.device}|${b.connection}|${m}`)));
  const bound = pageTemplates.length * 2 * 2 * connectionTypes.length * vitalMetrics.length;
  console.log(`\nrows in web_vitals after ${plateau.map((p) => `${p.beacons} beacons: ${p.rows}`).join('; ')}`);
  console.log(`distinct keys sent: ${keys.size}; bound for one day: ${bound}`);
  const rows = plateau.at(-1)!.rows;
  if (rows !== keys.size || rows > bound) fail(`${rows} rows for ${keys.size} keys (bound ${bound})`);
  await db.end();

  // The Dashboard's report against the values sent.
  const login = await fetch(`${origin}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(E2E_ADMIN) });
  const { access_token } = (await login.json()) as { access_token: string };
  const report = (await (await fetch(`${origin}/api/admin/web-vitals`, { headers: { authorization: `Bearer ${access_token}` } })).json()) as {
    overall: { device: string; metrics: { metric: VitalMetric; p75: number; samples: number; good: number; needs_improvement: number; poor: number }[] }[];
    pages: { template: string; language: string; device: string; metrics: { metric: VitalMetric; p75: number | null; samples: number }[] }[];
  };
  console.log('\nall pages: the 75th percentile of the values sent and the one the Dashboard shows');
  console.log(
    'metric'.padEnd(7),
    'device'.padEnd(8),
    'samples'.padStart(7),
    'sent p75'.padStart(10),
    'shown p75'.padStart(10),
    'error'.padStart(7),
    ' shares (good / NI / poor) exact',
  );
  const results: unknown[] = [];
  for (const group of report.overall) {
    for (const m of group.metrics) {
      const values = beacons.filter((b) => b.device === group.device && b.metrics[m.metric] !== undefined).map((b) => b.metrics[m.metric]!);
      const truth = bruteP75(values);
      const error = Math.abs(m.p75 - truth) / truth;
      const [good, poor] = vitalThresholds[m.metric];
      const shares = [
        pct(values.filter((v) => v <= good).length, values.length),
        pct(values.filter((v) => v > good && v <= poor).length, values.length),
        pct(values.filter((v) => v > poor).length, values.length),
      ];
      const exact = shares.join() === [m.good, m.needs_improvement, m.poor].join() && m.samples === values.length;
      results.push({ metric: m.metric, device: group.device, samples: values.length, sentP75: truth, shownP75: m.p75, error, shares, exact });
      console.log(
        m.metric.padEnd(7),
        group.device.padEnd(8),
        String(values.length).padStart(7),
        truth.toFixed(m.metric === 'CLS' ? 4 : 1).padStart(10),
        m.p75.toFixed(m.metric === 'CLS' ? 4 : 1).padStart(10),
        `${(100 * error).toFixed(2)}%`.padStart(7),
        ` ${shares.join(' / ')} ${exact ? 'yes' : 'NO'}`,
      );
      if (error > P75_RELATIVE_ERROR + 1e-9 || !exact) fail(`${m.metric} ${group.device}`);
    }
  }
  let worst = 0;
  let groups = 0;
  for (const page of report.pages) {
    for (const m of page.metrics) {
      if (!m.samples) continue;
      const values = beacons
        .filter((b) => b.template === page.template && b.language === page.language && b.device === page.device && b.metrics[m.metric] !== undefined)
        .map((b) => b.metrics[m.metric]!);
      const truth = bruteP75(values);
      worst = Math.max(worst, Math.abs(m.p75! - truth) / truth);
      groups++;
      if (m.samples !== values.length) fail(`${page.template} ${page.language} ${page.device} ${m.metric}: ${m.samples} samples for ${values.length} sent`);
    }
  }
  console.log(
    `\nper page template, language and device: ${groups} 75th percentiles, largest error ${(100 * worst).toFixed(2)}% (bound ${(100 * P75_RELATIVE_ERROR).toFixed(2)}%)`,
  );
  if (worst > P75_RELATIVE_ERROR + 1e-9) fail('a page p75 outside the bound');
  mkdirSync('test-results', { recursive: true });
  writeFileSync(
    'test-results/bench-vitals.json',
    JSON.stringify(
      { date: new Date().toISOString(), beacons: total, seconds, loadAverage: loadavg(), plateau, keys: keys.size, bound, worst, results },
      null,
      2,
    ),
  );
  console.log(failed ? '\nFailed.' : '\nRows bounded, percentiles within the bound.');
} catch (err) {
  console.error(err);
  failed = true;
} finally {
  await product.stop();
}
process.exit(failed ? 1 : 0);
