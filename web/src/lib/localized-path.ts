import { frenchPaths } from '~/config/localized-paths';
import type { Locale } from './locale';

const englishPaths: Record<string, string> = Object.fromEntries(Object.entries(frenchPaths).map(([en, fr]) => [fr, en]));

/**
 * The address of an English page in `locale` (`/about` -> `/fr/a-propos`; a blog article keeps its
 * slug: `/blog/x` -> `/fr/blogue/x`); a `#fragment` is kept. A path without a French page answers as is.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === 'en') return path;
  const [base = '', hash] = path.split('#');
  const blog = /^\/blog\/([^/]+)$/.exec(base);
  const fr = blog ? `/fr/blogue/${blog[1]}` : frenchPaths[base];
  return fr ? (hash ? `${fr}#${hash}` : fr) : path;
}

/** The English address of a French page (`/fr/a-propos` -> `/about`), or null when it has none. */
export function englishPathOf(frPath: string): string | null {
  const blog = /^\/fr\/blogue\/([^/]+)$/.exec(frPath);
  if (blog) return `/blog/${blog[1]}`;
  return englishPaths[frPath.replace(/\/+$/, '') || '/'] ?? null;
}
