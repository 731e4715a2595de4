import { languageTags, type Locale } from './locale';

/**
 * "November 22, 2026" in English, "22 novembre 2026" in French — fixed zone so server and
 * browser render the same text.
 */
export function formatDate(iso: string, locale: Locale = 'en'): string {
  return new Intl.DateTimeFormat(languageTags[locale], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'America/Toronto' }).format(new Date(iso));
}
