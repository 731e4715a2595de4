import type { Locale } from '../shared/fields.schemas';
import { timeZoneOfCity } from './service-areas';

/** The homeowner's clock: their city's zone (a Winnipeg homeowner is on Central time), else the office's. */
export const homeownerTimeZone = (city: string | null | undefined, officeTimeZone: string): string => (city && timeZoneOfCity(city)) || officeTimeZone;

const formatters = new Map<string, Intl.DateTimeFormat>();
function parts(at: Date, locale: Locale, timeZone: string): Record<string, string> {
  const key = `${locale}|${timeZone}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(`${locale}-CA`, {
      timeZone,
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    formatters.set(key, f);
  }
  return Object.fromEntries(f.formatToParts(at).map((p) => [p.type, p.value]));
}

/**
 * A slot's start on the homeowner's clock, with the zone's abbreviation: "Tuesday, December 1,
 * 9:00 a.m. CST" in English, "mardi 1 décembre, 9 h 00 HNC" in Canadian French. The zone comes
 * from the lead's city (`homeownerTimeZone`); an unknown city reads the office's zone.
 */
export function describeSlot(start: Date, opts: { city?: string | null; locale: Locale; officeTimeZone: string }): string {
  const p = parts(start, opts.locale, homeownerTimeZone(opts.city, opts.officeTimeZone));
  return opts.locale === 'fr'
    ? `${p.weekday} ${p.day} ${p.month}, ${Number(p.hour)} h ${p.minute} ${p.timeZoneName}`
    : `${p.weekday}, ${p.month} ${p.day}, ${p.hour}:${p.minute} ${p.dayPeriod} ${p.timeZoneName}`;
}
