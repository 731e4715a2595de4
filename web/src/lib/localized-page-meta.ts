import type { MetaDescriptor } from 'react-router';
import { localeOfPath, type Locale } from './locale';
import { localizedPath } from './localized-path';
import { pageMeta, type PageSeo } from './seo';

type Json = Record<string, unknown>;
type Matches = Parameters<typeof pageMeta>[0];

/**
 * A page's tags in the language of its address (`pathname`, so never from a cookie or a header):
 * `seoOf(locale)` gives its title, description and keywords (and share image) in that language,
 * `englishPath` names the page, and `jsonLd(locale, path)` its own structured data, `path` being
 * the page's address in that language. `pageMeta` adds the canonical, hreflang and `WebPage`.
 */
export function localizedPageMeta(
  matches: Matches,
  pathname: string,
  englishPath: string,
  seoOf: (locale: Locale) => Omit<PageSeo, 'path' | 'jsonLd' | 'locale'>,
  jsonLd?: (locale: Locale, path: string) => Json | Json[],
): MetaDescriptor[] {
  const locale = localeOfPath(pathname);
  return pageMeta(matches, { ...seoOf(locale), path: englishPath, locale, jsonLd: jsonLd?.(locale, localizedPath(englishPath, locale)) });
}
