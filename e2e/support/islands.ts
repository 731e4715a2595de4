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
