import { expect, type Page } from './fixtures';
import type { IslandName } from '@northrock/web';

/**
 * Public pages are server HTML with a few hydrated islands (docs/decisions/007-islands.md).
 * A journey that checks what JavaScript adds (keyboard menus, the scroll style, the upload
 * progress) waits until that island is hydrated; before it, the page works as without JavaScript.
 */
export async function islandReady(page: Page, name: IslandName): Promise<void> {
  await expect(page.locator(`[data-island="${name}"][data-hydrated]`)).toHaveCount(1);
}

/**
 * The header hydrates once the page is idle, or sooner on a visitor's first interaction with it
 * (web/src/islands/island-names.ts): a pointer passing over it (repeated until the islands'
 * script, which starts after `load`, is listening), then its hydration. For journeys about the
 * hydrated header; those about a first interaction before it make a real one.
 */
export async function wakeHeader(page: Page): Promise<void> {
  const header = page.locator('[data-island="site-header"]');
  await expect(async () => {
    await header.dispatchEvent('pointerover');
    await expect(header).toHaveAttribute('data-hydrated', '', { timeout: 500 });
  }).toPass();
}

/**
 * Holds the header's code back until `release()`, and resolves once the islands' script has
 * asked for it (when the page is idle, or on a first interaction with the header before then:
 * its menus then work as the server sent them, until `release()`).
 */
export async function holdHeaderCode(page: Page): Promise<{ requested: Promise<unknown>; release: () => void }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const pattern = /\/assets\/islands\/site-header-[^/]+\.js$/;
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return { requested: page.waitForRequest(pattern), release };
}

/** Holds the islands' entry script back until `release()`: the page stays the server's HTML. */
export async function holdIslands(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/islands\/islands-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
