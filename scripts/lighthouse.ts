/**
 * `make lighthouse`: starts the product (e2e/start-test-server.ts: fresh database, private
 * Redis, temporary DATA_DIR) after `npm run build`, and runs Lighthouse 13 with its default
 * mobile settings (Moto G Power emulation, simulated slow 4G, 4x CPU) in Debian's Chromium
 * over every public route, twice: the page as served, and the same HTML with every script
 * removed (served by a small proxy below). It prints per route Performance, TBT, LCP, the
 * script-free LCP and their ratio, the other three scores, and the JavaScript the home page
 * loads; writes the figures to test-results/lighthouse.json; and exits 1 when a route misses
 * a goal (docs/performance.md).
 *
 * LIGHTHOUSE_ROUTES=/,/contact limits the run to some routes.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { promisify } from 'node:util';
import { freePort } from '@northrock/core/platform';
import { publicPages } from '../e2e/support/routes';
import { frenchPaths } from '../web/src/config/localized-paths';

const goals = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100, tbtMs: 100, lcpRatio: 1.2, homeJsKb: 80 } as const;
/** Every public route in both languages (the French address of each, docs/web.md "Languages"), same goals. */
const routes = process.env.LIGHTHOUSE_ROUTES
  ? process.env.LIGHTHOUSE_ROUTES.split(',')
  : [...new Set(publicPages.flatMap((p) => [p.path, p.path.startsWith('/blog/') ? p.path.replace('/blog/', '/fr/blogue/') : (frenchPaths[p.path] ?? p.path)]))];
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');

const port = Number(process.env.LIGHTHOUSE_PORT ?? (await freePort()));
const origin = `http://localhost:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'e2e/start-test-server.ts'], {
  env: { ...process.env, E2E_PORT: String(port) },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stopServer = () =>
  new Promise<void>((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error('the product exited before answering');
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${origin}/api/health did not answer`);
}

/** Every `<script>` element and module preload removed: what the page is worth without JavaScript. */
function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
}

/**
 * The script-free copy of the site: every request goes to the product unchanged, except that
 * HTML documents lose their scripts. Same server, same bytes otherwise, so the two LCPs compare
 * only what the scripts cost.
 */
function startScriptFreeProxy(): Promise<{ origin: string; close(): void }> {
  // Nothing awaits a request handler: every failure is answered (502) inside it.
  const proxy = createServer((req, res) => void forward(req, res));
  async function forward(req: IncomingMessage, res: ServerResponse) {
    try {
      const upstream = await fetch(`${origin}${req.url}`, {
        method: req.method,
        headers: { 'accept-encoding': 'identity', accept: req.headers.accept ?? '*/*' },
        redirect: 'manual',
      });
      const type = upstream.headers.get('content-type') ?? '';
      const headers: Record<string, string> = {};
      upstream.headers.forEach((value, key) => {
        if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'etag'].includes(key)) headers[key] = value;
      });
      let body: Buffer = Buffer.from(await upstream.arrayBuffer());
      if (type.includes('text/html')) body = Buffer.from(withoutScripts(body.toString('utf8')));
      res.writeHead(upstream.status, { ...headers, 'content-length': String(body.length) });
      res.end(body);
    } catch (err) {
      res.writeHead(502).end(String(err));
    }
  }
  return new Promise((resolve) => {
    proxy.listen(0, '127.0.0.1', () => {
      const address = proxy.address();
      const p = typeof address === 'object' && address ? address.port : 0;
      resolve({ origin: `http://localhost:${p}`, close: () => proxy.close() });
    });
  });
}

interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number; url?: string }[] } }>;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is repeated. */
async function audit(url: string, attempts = 3): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url);
    } catch (err) {
      if (attempt >= attempts) throw err;
      console.warn(
        `Lighthouse run failed on ${url} (${String((err as Error).message)
          .split('\n')[0]
          ?.slice(0, 120)}); retrying`,
      );
    }
  }
}

async function auditOnce(url: string): Promise<LighthouseResult> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      'node_modules/lighthouse/cli/index.js',
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${chromeFlags}`,
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as LighthouseResult;
}

const metric = (r: LighthouseResult, id: string) => r.audits[id]?.numericValue ?? NaN;
const score = (r: LighthouseResult, id: string) => Math.round((r.categories[id]?.score ?? 0) * 100);

interface RouteFigures {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  tbtMs: number;
  lcpMs: number;
  scriptFreeLcpMs: number;
  lcpRatio: number;
  cls: number;
  scriptKb: number;
  scriptFiles: number;
}

let failed = false;
const figures: RouteFigures[] = [];
let proxy: { origin: string; close(): void } | undefined;
try {
  await waitForHealth();
  proxy = await startScriptFreeProxy();
  // Warm the server (first render imports the bundle) so the first page is not penalised.
  for (const path of routes) await fetch(`${origin}${path}`);
  console.log(
    `\nLighthouse 13, mobile settings, ${origin}; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} on ${cpus().length} cores\n`,
  );
  console.log('route'.padEnd(48), 'perf', ' TBT ms', ' LCP ms', ' no-JS LCP', ' ratio', ' a11y', '  bp', ' seo', '  CLS', '  JS KB');
  for (const path of routes) {
    const result = await audit(`${origin}${path}`);
    const bare = await audit(`${proxy.origin}${path}`);
    const scripts = (result.audits['network-requests']?.details?.items ?? []).filter((i) => i.resourceType === 'Script');
    const row: RouteFigures = {
      route: path,
      performance: score(result, 'performance'),
      accessibility: score(result, 'accessibility'),
      bestPractices: score(result, 'best-practices'),
      seo: score(result, 'seo'),
      tbtMs: Math.round(metric(result, 'total-blocking-time')),
      lcpMs: Math.round(metric(result, 'largest-contentful-paint')),
      scriptFreeLcpMs: Math.round(metric(bare, 'largest-contentful-paint')),
      lcpRatio: metric(result, 'largest-contentful-paint') / metric(bare, 'largest-contentful-paint'),
      cls: metric(result, 'cumulative-layout-shift'),
      scriptKb: scripts.reduce((sum, i) => sum + (i.transferSize ?? 0), 0) / 1024,
      scriptFiles: scripts.length,
    };
    figures.push(row);
    const misses = [
      row.performance < goals.performance && 'performance',
      row.accessibility < goals.accessibility && 'accessibility',
      row.bestPractices < goals['best-practices'] && 'best practices',
      row.seo < goals.seo && 'SEO',
      row.tbtMs > goals.tbtMs && 'TBT',
      row.lcpRatio > goals.lcpRatio && 'LCP ratio',
      path === '/' && row.scriptKb > goals.homeJsKb && 'home JS',
    ].filter(Boolean);
    if (misses.length) failed = true;
    console.log(
      path.padEnd(48),
      String(row.performance).padStart(4),
      String(row.tbtMs).padStart(7),
      String(row.lcpMs).padStart(7),
      String(row.scriptFreeLcpMs).padStart(10),
      row.lcpRatio.toFixed(2).padStart(6),
      String(row.accessibility).padStart(5),
      String(row.bestPractices).padStart(4),
      String(row.seo).padStart(4),
      row.cls.toFixed(3).padStart(6),
      `${row.scriptKb.toFixed(1)}/${row.scriptFiles}`.padStart(8),
      misses.length ? ` below goal: ${misses.join(', ')}` : '',
    );
  }
  mkdirSync('test-results', { recursive: true });
  writeFileSync(
    'test-results/lighthouse.json',
    JSON.stringify({ date: new Date().toISOString(), loadAverage: loadavg(), cores: cpus().length, cpu: cpus()[0]?.model, routes: figures }, null, 2),
  );
  console.log(
    failed
      ? `\nBelow goal (Performance >= ${goals.performance}, TBT <= ${goals.tbtMs} ms, LCP <= ${goals.lcpRatio}x the script-free copy, ` +
          `the other scores 100, home JS <= ${goals.homeJsKb} KB).`
      : '\nAll routes on goal.',
  );
} catch (err) {
  console.error(err);
  failed = true;
} finally {
  proxy?.close();
  await stopServer();
}
process.exit(failed ? 1 : 0);
