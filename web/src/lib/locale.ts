/**
 * The site's two languages (docs/web.md, "Languages"). A page's language comes from its
 * address only (`/fr/...` is French), never from a cookie or Accept-Language.
 */
export const locales = ['en', 'fr'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** `<html lang>`, `hreflang` and `inLanguage` of each language. */
export const languageTags: Record<Locale, string> = { en: 'en-CA', fr: 'fr-CA' };

/** The language of a page from its path: `/fr` and `/fr/...` are French, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/fr' || pathname.startsWith('/fr/') ? 'fr' : 'en';
}

/**
 * The same shape with every string and number literal widened: the type a translation of an
 * English `as const` copy object must have. A missing or extra key, or an array of another
 * length, fails the type check (and so the build).
 */
export type Translation<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends (...args: never[]) => unknown
        ? T
        : T extends readonly unknown[]
          ? { readonly [K in keyof T]: Translation<T[K]> }
          : T extends object
            ? { readonly [K in keyof T]: Translation<T[K]> }
            : T;

/** The copy of `locale` from an English/French pair (the French typed as a `Translation` of the English). */
export function pick<T>(copy: { en: T; fr: Translation<T> }, locale: Locale): T {
  return (locale === 'fr' ? copy.fr : copy.en) as T;
}
