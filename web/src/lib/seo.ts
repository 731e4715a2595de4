import type { MetaDescriptor } from 'react-router';
import { brand } from '@northrock/core/brand';
import { fallbackOfficeHours, PUBLIC_LAYOUT_ID, type PublicLayoutData } from '~/lib/site-settings';
import { defaultLocale, languageTags, localeOfPath, locales, type Locale } from '~/lib/locale';
import { englishPathOf, localizedPath } from '~/lib/localized-path';

export interface PageSeo {
  /** Page title without the brand suffix. */
  title: string;
  description: string;
  keywords: readonly string[];
  /**
   * Path of the page, for the canonical link, og:url and the other language's address: its own
   * path or its English one (`/about` on the French page is read as `/fr/a-propos`).
   */
  path: string;
  /** The page's language; by default the French routes' (ids ending in `-fr`) or the path's. */
  locale?: Locale;
  /** Share image: a site path or an absolute http(s) URL. */
  image?: string;
  type?: 'website' | 'article';
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
}

interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

/** `config.publicUrl`, handed to the public layout's loader by the gateway. */
export function publicUrlOf(matches: readonly (MetaMatch | undefined)[]): string {
  const layout = matches.find((m) => m?.id === PUBLIC_LAYOUT_ID)?.loaderData as { publicUrl?: string } | undefined;
  return layout?.publicUrl ?? '';
}

/** The office hours the public layout loaded, for a page's description or structured data. */
export function officeHoursOf(matches: readonly (MetaMatch | undefined)[]): PublicLayoutData['officeHours'] {
  const layout = matches.find((m) => m?.id === PUBLIC_LAYOUT_ID)?.loaderData as Partial<PublicLayoutData> | undefined;
  return layout?.officeHours ?? fallbackOfficeHours;
}

/**
 * A link for search engines and link previews: site paths get the public origin; an address
 * that is already absolute (an admin pasted an image URL) stays as it is.
 */
export const absoluteUrl = (publicUrl: string, pathOrUrl: string) =>
  /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;

/** The language of the page being rendered: its route's (French routes' ids end in `-fr`). */
export function localeOf(matches: readonly (MetaMatch | undefined)[]): Locale {
  return matches.some((m) => m?.id.endsWith('-fr')) ? 'fr' : defaultLocale;
}

/**
 * The address of a page in each language (docs/web.md, "Languages"), from its path in either
 * one; null when the page has no other-language version.
 */
export function pageAddresses(path: string): Record<Locale, string> | null {
  const en = localeOfPath(path) === 'fr' ? englishPathOf(path) : path;
  if (en === null) return null;
  const fr = localizedPath(en, 'fr');
  return fr === en ? null : { en, fr };
}

const ogLocale = (locale: Locale) => languageTags[locale].replace('-', '_');

/** CreativeWork types (schema.org) that take `inLanguage`; the others (Service, LocalBusiness, JobPosting) do not. */
const creativeWorks = new Set(['WebPage', 'FAQPage', 'BlogPosting', 'Article', 'CollectionPage', 'AboutPage', 'ContactPage']);

const withLanguage = (node: Record<string, unknown>, tag: string) =>
  typeof node['@type'] === 'string' && creativeWorks.has(node['@type']) && !node.inLanguage ? { ...node, inLanguage: tag } : node;

/**
 * Everything a search engine or a link preview reads from a page (docs/product.md §2.1):
 * title, description, keywords, canonical link of the page's own language, `hreflang`
 * alternates both ways with `x-default` (English), Open Graph (with `og:locale`) and Twitter
 * tags, JSON-LD (a `WebPage` with `inLanguage`, and the page's own). Never from a cookie or
 * Accept-Language: the route decides.
 */
export function pageMeta(matches: readonly (MetaMatch | undefined)[], page: PageSeo): MetaDescriptor[] {
  const publicUrl = publicUrlOf(matches);
  const locale = page.locale ?? (localeOf(matches) === 'fr' ? 'fr' : localeOfPath(page.path));
  const addresses = pageAddresses(page.path);
  const path = addresses ? addresses[locale] : page.path;
  const url = absoluteUrl(publicUrl, path);
  const home = path === '/' || path === '/fr';
  const title = home ? `${brand.name} | ${page.title}` : `${page.title} | ${brand.shortName}`;
  const image = absoluteUrl(publicUrl, page.image ?? '/images/services/exterior-waterproofing.webp');
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: page.description },
    { name: 'keywords', content: page.keywords.join(', ') },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:site_name', content: brand.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:locale', content: ogLocale(locale) },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
  if (addresses) {
    tags.push({ property: 'og:locale:alternate', content: ogLocale(locale === 'fr' ? 'en' : 'fr') });
    for (const l of locales) tags.push({ tagName: 'link', rel: 'alternate', hrefLang: languageTags[l], href: absoluteUrl(publicUrl, addresses[l]) });
    tags.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(publicUrl, addresses.en) });
  }
  const tag = languageTags[locale];
  const webPage = { '@context': 'https://schema.org', '@type': 'WebPage', url, name: title, description: page.description, inLanguage: tag };
  tags.push({ 'script:ld+json': webPage });
  if (page.jsonLd) {
    tags.push({ 'script:ld+json': Array.isArray(page.jsonLd) ? page.jsonLd.map((n) => withLanguage(n, tag)) : withLanguage(page.jsonLd, tag) });
  }
  return tags;
}
