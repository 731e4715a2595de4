/**
 * `make bench-header`: what hydrating the header costs the main thread, at Lighthouse's mobile
 * CPU slowdown (4x, Chromium's CPU throttling): the work that moved out of the load event's task
 * to when the page is idle, or to a visitor's first interaction before then (docs/performance.md,
 * "The header once the page is idle"). Starts the product (e2e/start-test-server.ts), opens each
 * page in Debian's Chromium on a phone viewport with the page's idle callbacks held back (so the
 * header waits), lets the page settle, then wakes the header as a visitor's pointer would and
 * reads Chromium's own counters (`Performance.getMetrics`) before and after: the main thread's
 * task time and script time the header's code and hydration took. Prints the median and the
 * spread of RUNS (default 9) runs per page.
 */
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../test/chromium';
import { startTestProduct } from './support/test-product';

const runs = Number(process.env.RUNS ?? 9);
const pages = ['/', '/about', '/fr/services'];
const product = await startTestProduct();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  await product.ready();
  console.log(`\nThe header's code and hydration, ms at 4x CPU slowdown, median (min-max) of ${runs}; load average ${loadavg()[0]!.toFixed(2)}\n`);
  for (const path of pages) {
    const tasks: number[] = [];
    const scripts: number[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      // Idle never comes: the header hydrates only when woken below.
      await page.addInitScript(() => {
        window.requestIdleCallback = () => 0;
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // The pointer away from the header (one resting on it wakes it at once).
      await page.mouse.move(200, 700);
      await page.goto(`${product.origin}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      if (await page.locator('[data-island="site-header"][data-hydrated]').count()) throw new Error(`${path}: the header hydrated before it was woken`);
      const metric = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value * 1000]));
      const before = await metric();
      // Woken and awaited inside the page: a locator's own polling would count as the page's script.
      await page.evaluate(async () => {
        const wrapper = document.querySelector<HTMLElement>('[data-island="site-header"]')!;
        const hydrated = new Promise<void>((resolve) => {
          const seen = new MutationObserver(() => {
            if ('hydrated' in wrapper.dataset) resolve(seen.disconnect());
          });
          seen.observe(wrapper, { attributes: true });
        });
        wrapper.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
        await hydrated;
      });
      await page.waitForTimeout(300);
      const after = await metric();
      tasks.push(after.TaskDuration! - before.TaskDuration!);
      scripts.push(after.ScriptDuration! - before.ScriptDuration!);
      await context.close();
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const spread = (xs: number[]) => `${Math.min(...xs).toFixed(0)}-${Math.max(...xs).toFixed(0)}`;
    console.log(
      `${path.padEnd(14)} main thread ${median(tasks).toFixed(0).padStart(4)} ms (${spread(tasks)}), of which script ${median(scripts).toFixed(0).padStart(4)} ms (${spread(scripts)})`,
    );
  }
} finally {
  await browser.close();
  await product.stop();
}
