import { frenchPaths, frenchPrefixes } from '~/config/localized-paths';
import type { Locale } from './locale';

const englishPaths: Record<string, string> = Object.fromEntries(Object.entries(frenchPaths).map(([en, fr]) => [fr, en]));

/** `path` with its prefix swapped by `table` when it is one segment after a prefix there (`/blog/x`), else null. */
function swapPrefix(path: string, table: Record<string, string>): string | null {
  for (const [from, to] of Object.entries(table)) {
    const rest = path.startsWith(from) ? path.slice(from.length) : '';
    if (rest && !rest.includes('/')) return to + rest;
  }
  return null;
}
const englishPrefixes = Object.fromEntries(Object.entries(frenchPrefixes).map(([en, fr]) => [fr, en]));

/**
 * The address of an English page in `locale` (`/about` -> `/fr/a-propos`; a blog article keeps its
 * slug: `/blog/x` -> `/fr/blogue/x`, a booking link its token: `/book/t` -> `/fr/reserver/t`); a
 * `#fragment` is kept. A path without a French page answers as is.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === 'en') return path;
  const [base = '', hash] = path.split('#');
  const fr = swapPrefix(base, frenchPrefixes) ?? frenchPaths[base];
  return fr ? (hash ? `${fr}#${hash}` : fr) : path;
}

/** The English address of a French page (`/fr/a-propos` -> `/about`), or null when it has none. */
export function englishPathOf(frPath: string): string | null {
  return swapPrefix(frPath, englishPrefixes) ?? englishPaths[frPath.replace(/\/+$/, '') || '/'] ?? null;
}
