import { expect, test } from './support/fixtures';

/**
 * The islands hydrate the server's HTML in place (docs/decisions/007-islands.md): React
 * renders it, Preact hydrates it, and not one element of it is re-created on the way. The
 * islands' entry is held back until the page has been read, so the elements the server sent
 * can be compared with the ones there once every island has hydrated. Only the mobile menu's
 * `<details>` is replaced, by design, after hydration (`useHydrated()`).
 */
for (const path of ['/', '/contact']) {
  test(`hydrating ${path} keeps every element the server rendered`, async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/islands\/islands-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const islands = await page.locator('[data-island]').count();
    expect(islands).toBeGreaterThan(0);
    await page.evaluate(() => {
      const kept = Array.from(document.querySelectorAll('[data-island] *')).filter((el) => !el.closest('.mobile-nav'));
      (window as unknown as { serverElements: Element[] }).serverElements = kept;
    });

    release();
    // The lazy islands hydrate near the viewport: bring each one there.
    for (const island of await page.locator('[data-island] > *').all()) await island.scrollIntoViewIfNeeded();
    await expect(page.locator('[data-island][data-hydrated]')).toHaveCount(islands);

    const lost = await page.evaluate(() =>
      (window as unknown as { serverElements: Element[] }).serverElements
        .filter((el) => !el.isConnected)
        .map((el) => `<${el.localName}${el.id ? `#${el.id}` : ''} class="${el.getAttribute('class') ?? ''}">`),
    );
    expect(lost).toEqual([]);
  });
}
