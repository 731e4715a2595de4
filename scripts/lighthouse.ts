/**
 * `make lighthouse`: what a page costs the browser beyond its words. Starts the product
 * (e2e/start-test-server.ts: the production build, fresh database, private Redis) after
 * `npm run build`, starts one Debian Chromium (reused by every audit) and runs Lighthouse 13
 * with its default mobile settings (Moto G Power emulation, simulated slow 4G, 4x CPU) over
 * every public route, in both languages, on three copies in the same run:
 *
 * - real: the page as the product serves it;
 * - script-free: the same server-rendered HTML with every `<script>` and module preload removed;
 * - plain-text: the same words in bare HTML, no CSS (scripts/support/lighthouse-copies.ts).
 *
 * Per route it prints the main thread's work of script-free / plain-text (goal <= 2x) and of
 * real / script-free (goal <= 1.15x), TBT real minus script-free (goal <= 50 ms), the
 * Performance score, and where the real page's main-thread time goes (style & layout, paint,
 * script evaluation, parse HTML & CSS...); writes everything to test-results/lighthouse.json and
 * exits 1 when a route misses a goal (docs/performance.md).
 *
 * ROUTES=/,/services (or LIGHTHOUSE_ROUTES) runs some routes only.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { freePort } from '@northrock/core/platform';
import { frenchPaths } from '@northrock/web';
import { publicPages } from '../e2e/support/routes';
import { plainText, startCopyServer, withoutScripts, type Copy } from './support/lighthouse-copies';

const goals = { scriptFreeVsPlain: 2, realVsScriptFree: 1.15, tbtOverMs: 50, performance: 98 } as const;
/** Every public route in both languages (the French address of each, docs/web.md "Languages"). */
const allRoutes = [
  ...new Set(publicPages.flatMap((p) => [p.path, p.path.startsWith('/blog/') ? p.path.replace('/blog/', '/fr/blogue/') : (frenchPaths[p.path] ?? p.path)])),
];
const chosen = process.env.ROUTES ?? process.env.LIGHTHOUSE_ROUTES;
const routes = chosen ? chosen.split(',').map((r) => r.trim()) : allRoutes;
/** Debian's Chromium, never a downloaded browser. */
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const loadAt = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const port = Number(process.env.LIGHTHOUSE_PORT ?? (await freePort()));
const origin = `http://localhost:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'e2e/start-test-server.ts'], {
  env: { ...process.env, E2E_PORT: String(port) },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stopped = (child: ReturnType<typeof spawn>) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

async function waitFor(url: string, alive: () => boolean): Promise<void> {
  for (let i = 0; i < 480; i++) {
    if (!alive()) throw new Error(`the process behind ${url} exited`);
    if (
      await fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** One Chromium for every audit (Lighthouse opens a tab per run and clears the cache itself). */
async function startChrome(): Promise<{ port: number; stop(): Promise<void> }> {
  const debugPort = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'northrock-lighthouse-'));
  const chrome = spawn(
    process.env.CHROME_PATH ?? '/usr/bin/chromium',
    [...chromeFlags, `--remote-debugging-port=${debugPort}`, `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: 'ignore',
    },
  );
  await waitFor(`http://127.0.0.1:${debugPort}/json/version`, () => chrome.exitCode === null);
  return {
    port: debugPort,
    stop: async () => {
      await stopped(chrome);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

interface Breakdown {
  [group: string]: number;
}
interface Audit {
  performance: number;
  tbtMs: number;
  lcpMs: number;
  mainThreadMs: number;
  breakdown: Breakdown;
}

async function audit(url: string, chromePort: number, attempts = 3): Promise<Audit> {
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const lhr = result?.lhr;
      if (!lhr || lhr.runtimeError) throw new Error(lhr?.runtimeError?.message ?? 'no result');
      const work = lhr.audits['mainthread-work-breakdown'];
      const breakdown: Breakdown = {};
      for (const item of (work?.details as { items?: { group: string; duration: number }[] } | undefined)?.items ?? [])
        breakdown[item.group] = Math.round(item.duration);
      return {
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
        mainThreadMs: Math.round(work?.numericValue ?? NaN),
        breakdown,
      };
    } catch (err) {
      if (attempt >= attempts) throw err;
      console.warn(
        `Lighthouse failed on ${url} (${String((err as Error).message)
          .split('\n')[0]
          ?.slice(0, 120)}); retrying`,
      );
    }
  }
}

/** Lighthouse's main-thread groups, in the order printed. */
const groups = [
  ['styleLayout', 'style&layout'],
  ['paintCompositeRender', 'paint'],
  ['scriptEvaluation', 'script eval'],
  ['scriptParseCompile', 'script parse'],
  ['parseHTML', 'parse HTML&CSS'],
  ['garbageCollection', 'GC'],
  ['other', 'other'],
] as const;

let failed = false;
const figures: Record<string, unknown>[] = [];
let chrome: Awaited<ReturnType<typeof startChrome>> | undefined;
let copies: Awaited<ReturnType<typeof startCopyServer>> | undefined;
// Stopped from outside (Ctrl-C, a timeout's SIGTERM): the product and Chromium stop too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    copies?.close();
    void Promise.all([chrome?.stop(), stopped(server)]).finally(() => process.exit(130));
  });
}
try {
  await waitFor(`${origin}/api/health`, () => server.exitCode === null);
  copies = await startCopyServer(origin);
  // Each route once: warms the server (its first render) and makes the copies from the HTML it serves.
  for (const path of routes) {
    const html = await (await fetch(`${origin}${path}`)).text();
    copies.copies.set(path, { 'script-free': withoutScripts(html), 'plain-text': plainText(html) });
  }
  chrome = await startChrome();
  const loadBefore = loadAt();
  console.log(`\nLighthouse 13, mobile, one Chromium; ${routes.length} routes x 3 copies; load average ${loadBefore} on ${cpus().length} cores\n`);
  console.log('route'.padEnd(46), 'perf', 'TBT real/sf', ' main ms real/sf/plain', 'sf/plain', 'real/sf', ...groups.map(([, label]) => label));
  for (const path of routes) {
    const copyUrl = (copy: Copy) => `${copies!.origin}${path}?copy=${copy}`;
    const real = await audit(`${origin}${path}`, chrome.port);
    const scriptFree = await audit(copyUrl('script-free'), chrome.port);
    const plain = await audit(copyUrl('plain-text'), chrome.port);
    const row = {
      route: path,
      real,
      scriptFree,
      plain,
      scriptFreeVsPlain: scriptFree.mainThreadMs / plain.mainThreadMs,
      realVsScriptFree: real.mainThreadMs / scriptFree.mainThreadMs,
      tbtOverMs: real.tbtMs - scriptFree.tbtMs,
    };
    const misses = [
      row.scriptFreeVsPlain > goals.scriptFreeVsPlain && 'script-free/plain',
      row.realVsScriptFree > goals.realVsScriptFree && 'real/script-free',
      row.tbtOverMs > goals.tbtOverMs && 'TBT',
      real.performance < goals.performance && 'Performance',
    ].filter(Boolean);
    if (misses.length) failed = true;
    figures.push({ ...row, misses });
    console.log(
      path.padEnd(46),
      String(real.performance).padStart(4),
      `${real.tbtMs}/${scriptFree.tbtMs}`.padStart(11),
      `${real.mainThreadMs}/${scriptFree.mainThreadMs}/${plain.mainThreadMs}`.padStart(22),
      row.scriptFreeVsPlain.toFixed(2).padStart(8),
      row.realVsScriptFree.toFixed(2).padStart(7),
      ...groups.map(([id, label]) => String(real.breakdown[id] ?? 0).padStart(label.length)),
      misses.length ? ` below goal: ${misses.join(', ')}` : '',
    );
  }
  mkdirSync('test-results', { recursive: true });
  const loadAfter = loadAt();
  writeFileSync(
    'test-results/lighthouse.json',
    JSON.stringify(
      {
        date: new Date().toISOString(),
        loadAverage: { before: loadBefore, after: loadAfter },
        cores: cpus().length,
        cpu: cpus()[0]?.model,
        goals,
        routes: figures,
      },
      null,
      2,
    ),
  );
  console.log(`\nload average at the end ${loadAfter}`);
  console.log(
    failed
      ? `\nBelow goal (main thread script-free <= ${goals.scriptFreeVsPlain}x plain text, real <= ${goals.realVsScriptFree}x script-free, TBT <= script-free + ${goals.tbtOverMs} ms, Performance >= ${goals.performance}).`
      : '\nAll routes on goal.',
  );
} catch (err) {
  console.error(err);
  failed = true;
} finally {
  copies?.close();
  await chrome?.stop();
  await stopped(server);
}
process.exit(failed ? 1 : 0);
