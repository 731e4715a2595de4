import { languageTags, type Locale } from '~/lib/locale';

/** A zone as a homeowner names it: "Central Time" / "heure du Centre" (the slots' labels carry the abbreviation). */
export function timeZoneName(timeZone: string, locale: Locale): string {
  const parts = new Intl.DateTimeFormat(languageTags[locale], { timeZone, timeZoneName: 'longGeneric' }).formatToParts(new Date());
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}
