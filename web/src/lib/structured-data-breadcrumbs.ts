import { languageTags, type Locale } from './locale';
import { localizedPath } from './localized-path';

/** schema.org JSON-LD of a page itself: its trail (BreadcrumbList) and its language (WebPage). */
type Json = Record<string, unknown>;

export interface Crumb {
  name: string;
  /** The English path of the crumb's page; the crumb links to its address in the page's language. */
  path: string;
}

const homeName: Record<Locale, string> = { en: 'Home', fr: 'Accueil' };

/**
 * The page's trail from the home page (which comes first on its own), each crumb at its address
 * in `locale`; the last one is the page itself.
 */
export function breadcrumbJsonLd(publicUrl: string, locale: Locale, crumbs: readonly Crumb[]): Json {
  const trail: Crumb[] = [{ name: homeName[locale], path: '/' }, ...crumbs];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: `${publicUrl}${localizedPath(crumb.path, locale)}`,
    })),
  };
}

/** The page as a `WebPage` in its language (`inLanguage`: `en-CA` or `fr-CA`), at its address in that language. */
export function webPageJsonLd(publicUrl: string, locale: Locale, page: { name: string; description: string; path: string }): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: page.name,
    description: page.description,
    url: `${publicUrl}${localizedPath(page.path, locale)}`,
    inLanguage: languageTags[locale],
  };
}
