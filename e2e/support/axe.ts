import AxeBuilder from '@axe-core/playwright';
import type { Page } from './fixtures';

/** The public site's bar: WCAG 2.2 AA (docs/web.md); the back office's: WCAG 2.1 AA. */
export const WCAG22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
export const WCAG21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * What axe finds on the page against `tags`, one line per rule (`rule: its elements`), for
 * `toEqual([])`. axe runs in the page itself (legacy mode): the default opens a blank page per
 * audit to gather the results of every frame, half a second each time, and these pages have no
 * frames.
 */
export async function axeViolations(page: Page, tags: string[]): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(tags).setLegacyMode(true).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
