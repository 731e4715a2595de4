import { provinceTimeZones, timeZoneOfCity } from './modules/booking/service-areas';

/**
 * The brand, in one place (docs/product.md, Part 2). Site settings stored in the database override
 * what the footer, contact card and emails show; routes and structured data use these.
 * Browser-safe.
 */
export const brand = {
  name: 'Northrock Foundation & Waterproofing',
  shortName: 'Northrock',
  slug: 'northrock',
  phone: '1-888-555-0137',
  phoneHref: 'tel:+18885550137',
  email: 'info@northrock.example',
  headquarters: 'Thunder Bay, Ontario',
  serviceArea: 'Northern & Northwestern Ontario and Manitoba',
  /**
   * The default office hours as words: the pages show the office hours setting instead
   * (`describeOfficeHours`, docs/admin.md "Office hours"); this is what they say before one is read.
   */
  officeHours: 'Monday to Friday, 9am to 5pm',
  responsePromise: 'within 24 hours',
  /** The office's clock: e-mails and the back office show times in it, whoever reads them where. */
  officeTimeZone: 'America/Toronto',
} as const;

const officeParts = (date: Date, timeZone: string) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      timeZone,
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  ) as Record<'weekday' | 'year' | 'month' | 'day' | 'hour' | 'minute' | 'dayPeriod' | 'timeZoneName', string>;

/**
 * A moment as the office reads it, in its time zone: "Thu Nov 26, 2:31 a.m. EST". The year is
 * added when it is not this year ("Wed Nov 26, 2025, 2:31 a.m. EST"), or always with
 * `withYear` (lists that span years). Browser-safe.
 */
export function formatOfficeTime(moment: Date | string, opts: { now?: Date; timeZone?: string; withYear?: boolean } = {}): string {
  const date = typeof moment === 'string' ? new Date(moment) : moment;
  if (Number.isNaN(date.getTime())) return String(moment);
  const timeZone = opts.timeZone ?? brand.officeTimeZone;
  const p = officeParts(date, timeZone);
  const year = !opts.withYear && p.year === officeParts(opts.now ?? new Date(), timeZone).year ? '' : `, ${p.year}`;
  return `${p.weekday} ${p.month} ${p.day}${year}, ${p.hour}:${p.minute} ${p.dayPeriod} ${p.timeZoneName}`;
}

/** The comparison page's path: `/why-{brand}`. */
export const whyPath = `/why-${brand.slug}`;

/**
 * The homeowner's own clock, Central time, when it differs from the office's (docs/admin.md, "The response
 * clock and the chase"): "Thu Nov 26, 9:02 a.m. CST" for a lead from a place on Winnipeg time (its city, as
 * the service areas know it: services/core/src/modules/booking/service-areas.ts) or an address ending in
 * MB / Manitoba, else undefined.
 */
export function homeownerLocalTime(moment: Date | string, place: { city?: string | null; address?: string | null }): string | undefined {
  const central = timeZoneOfCity(place.city ?? '') === provinceTimeZones.MB || /\b(mb|manitoba)\b/i.test(`${place.city ?? ''} ${place.address ?? ''}`);
  if (!central) return undefined;
  return formatOfficeTime(moment, { timeZone: provinceTimeZones.MB, withYear: true });
}
