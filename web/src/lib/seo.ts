import type { MetaDescriptor } from 'react-router';
import { brand } from '@northrock/core/brand';
import { fallbackOfficeHours, PUBLIC_LAYOUT_ID, type PublicLayoutData } from '~/lib/site-settings';

export interface PageSeo {
  /** Page title without the brand suffix. */
  title: string;
  description: string;
  keywords: readonly string[];
  /** Path of the page, for the canonical link and og:url. */
  path: string;
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

/**
 * Everything a search engine or a link preview reads from a page (docs/product.md §2.1):
 * title, description, keywords, canonical link, Open Graph and Twitter tags, JSON-LD.
 */
export function pageMeta(matches: readonly (MetaMatch | undefined)[], page: PageSeo): MetaDescriptor[] {
  const publicUrl = publicUrlOf(matches);
  const url = absoluteUrl(publicUrl, page.path);
  const title = page.path === '/' ? `${brand.name} | ${page.title}` : `${page.title} | ${brand.shortName}`;
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
    { property: 'og:locale', content: 'en_CA' },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
  if (page.jsonLd) tags.push({ 'script:ld+json': page.jsonLd });
  return tags;
}
