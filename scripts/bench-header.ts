/**
 * `make bench-header`: what hydrating the header costs the main thread, at Lighthouse's mobile
 * CPU slowdown (4x, Chromium's CPU throttling): the work a page no longer does at load since the
 * header hydrates on the first interaction, and what that interaction pays instead
 * (docs/performance.md, "The header on first interaction"). Starts the product
 * (e2e/start-test-server.ts), opens each page in Debian's Chromium on a phone viewport, waits
 * until the islands' script has fetched the header's code (once the page is idle), then wakes
 * the header as a visitor's pointer would and times, in the page, from that event to the
 * island's `data-hydrated` (web/src/islands/client.tsx): the code is loaded by then, so the
 * figure is the hydration's own work. Prints the median and the spread of RUNS (default 9) runs
 * per page.
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
  console.log(`\nThe header's hydration, ms of main thread at 4x CPU slowdown, median (min-max) of ${runs}; load average ${loadavg()[0]!.toFixed(2)}\n`);
  for (const path of pages) {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // The header's code is fetched once the page is idle: the islands' script has started then.
      const started = page.waitForRequest(/\/assets\/islands\/site-header-[^/]+\.js$/);
      await page.goto(`${product.origin}${path}`, { waitUntil: 'load' });
      await started;
      await page.waitForLoadState('networkidle');
      times.push(
        await page.evaluate(async () => {
          const wrapper = document.querySelector<HTMLElement>('[data-island="site-header"]')!;
          const hydrated = new Promise<void>((resolve) => {
            const seen = new MutationObserver(() => {
              if ('hydrated' in wrapper.dataset) resolve(seen.disconnect());
            });
            seen.observe(wrapper, { attributes: true });
          });
          const start = performance.now();
          wrapper.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
          await hydrated;
          return performance.now() - start;
        }),
      );
      await context.close();
    }
    const sorted = times.sort((a, b) => a - b);
    console.log(
      `${path.padEnd(14)} ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0).padStart(4)} ms (${sorted[0]!.toFixed(0)}-${sorted.at(-1)!.toFixed(0)})`,
    );
  }
} finally {
  await browser.close();
  await product.stop();
}
