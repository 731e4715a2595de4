import AxeBuilder from '@axe-core/playwright';
import type { Page } from './fixtures';

/** The public site's bar: WCAG 2.2 AA (docs/web.md); the back office's: WCAG 2.1 AA. */
export const WCAG22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
export const WCAG21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Sections the browser skips until they near the screen (`.section--offscreen`, `content-visibility:
 * auto`) have no layout yet, and a check that measures (axe's target size and contrast, what sticks
 * out of a phone's screen) would read their elements as 0 by 0 px: rendered for the check, as a
 * reader scrolling to them gets them.
 */
export async function renderOffscreenSections(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('.section--offscreen')) el.style.contentVisibility = 'visible';
  });
}

/**
 * What axe finds on the page against `tags`, one line per rule (`rule: its elements`), for
 * `toEqual([])`. axe runs in the page itself (legacy mode): the default opens a blank page per
 * audit to gather the results of every frame, half a second each time, and these pages have no
 * frames.
 */
export async function axeViolations(page: Page, tags: string[]): Promise<string[]> {
  await renderOffscreenSections(page);
  const { violations } = await new AxeBuilder({ page }).withTags(tags).setLegacyMode(true).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
