import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions, fullChromiumLaunchOptions } from './test/chromium';

/**
 * End-to-end journeys in Debian's Chromium against the real product (gateway + worker) as it
 * ships (NODE_ENV=production), started by e2e/start-test-server.ts on a free port, over a fresh
 * database. Every spec goes through e2e/support/fixtures.ts (a console error fails the test).
 */
const freePort = () =>
  execFileSync(process.execPath, ['-e', "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"], {
    encoding: 'utf8',
  }).trim();
// Chosen once in the runner; its workers inherit them through the environment.
process.env.E2E_PORT ??= freePort();
// A second gateway process over the same database, Redis and DATA_DIR (replicas; e2e/start-test-server.ts).
process.env.E2E_SECOND_PORT ??= freePort();
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://localhost:${port}`;

/** Specs whose journeys need the full browser rather than the headless shell (test/chromium.ts). */
const FULL_BROWSER_SPECS = [/admin-live-leads\.spec\.ts/, /contact-offline\.spec\.ts/];

export default defineConfig({
  testDir: 'e2e',
  // One folder per run (port): concurrent runs on one machine do not delete each other's traces.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: true,
  workers: 2,
  // No retries: a test that passes only on a second try is a bug to fix, not to hide (and
  // should one ever be configured, a retried pass still fails the run).
  retries: 0,
  failOnFlakyTests: true,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // The ten slowest spec files, printed after the run (`make test` shows them).
  reportSlowTests: { max: 10, threshold: 0 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    // Journeys about what only the full browser has (test/chromium.ts): notifications, offline with a
    // service worker. First, on their own: the full browser is the heaviest, and the live-lead
    // journeys keep the product's 2 s promise, which two of them beside the rest of the suite's
    // browsers on 2 cores measured at 2.1-2.4 s.
    { name: 'desktop-full', use: { ...devices['Desktop Chrome'], launchOptions: fullChromiumLaunchOptions }, testMatch: FULL_BROWSER_SPECS },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
      testIgnore: [/mobile\.spec\.ts/, ...FULL_BROWSER_SPECS],
      dependencies: ['desktop-full'],
    },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions: chromiumLaunchOptions }, testMatch: /mobile\.spec\.ts/, dependencies: ['desktop-full'] },
  ],
  webServer: {
    // `make test` has just built; run on its own, the config builds first.
    command: `${process.env.E2E_SKIP_BUILD ? '' : 'npm run build && '}npx tsx e2e/start-test-server.ts`,
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    // E2E_REUSE=1 E2E_PORT=<port> E2E_SECOND_PORT=<port>: run against an instance already started by start-test-server.ts.
    reuseExistingServer: Boolean(process.env.E2E_REUSE),
    // SIGTERM, not the default SIGKILL: start-test-server.ts then stops the product and drops
    // its scratch database and temporary folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port), E2E_SECOND_PORT: process.env.E2E_SECOND_PORT },
  },
});
