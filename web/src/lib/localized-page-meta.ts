import type { MetaDescriptor } from 'react-router';
import { localeOfPath, type Locale } from './locale';
import { localizedPath } from './localized-path';
import { pageMeta, publicUrlOf, type PageSeo } from './seo';
import { webPageJsonLd } from './structured-data-breadcrumbs';

type Json = Record<string, unknown>;
type Matches = Parameters<typeof pageMeta>[0];

/**
 * A page's tags in the language of its address (`pathname`): `seoOf(locale)` gives its title,
 * description and keywords (and share image) in that language, `englishPath` names the page (the canonical is its
 * address in the language), and the JSON-LD gets a `WebPage` node with its `inLanguage`
 * after the page's own `jsonLd(locale, path)` nodes.
 */
export function localizedPageMeta(
  matches: Matches,
  pathname: string,
  englishPath: string,
  seoOf: (locale: Locale) => Omit<PageSeo, 'path' | 'jsonLd'>,
  jsonLd?: (locale: Locale, path: string) => Json | Json[],
): MetaDescriptor[] {
  const locale = localeOfPath(pathname);
  const seo = seoOf(locale);
  const path = localizedPath(englishPath, locale);
  const page = webPageJsonLd(publicUrlOf(matches), locale, { name: seo.title, description: seo.description, path: englishPath });
  return pageMeta(matches, { ...seo, path, jsonLd: [...[jsonLd?.(locale, path) ?? []].flat(), page] });
}
