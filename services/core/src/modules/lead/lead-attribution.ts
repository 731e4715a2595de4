import { z } from 'zod';

/**
 * Where a lead came from (docs/admin.md, "What is stored about leads"): first party only, sent
 * with the form by the visitor's own browser. Browser-safe (pure zod): the island imports it.
 *
 * Nothing here may reject a lead: a value that is not what it should be is dropped or cut to
 * size, never an error (a lead is money; its origin is a nice-to-have).
 */

const MAX_PAGE = 500;
const MAX_HOST = 253;
const MAX_UTM = 100;

export const deviceClasses = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** A page of this site: its path, and of its query only the `utm_*` parameters (what the ad said). */
export function normalisePage(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  // eslint-disable-next-line no-control-regex
  if (!text.startsWith('/') || text.startsWith('//') || /[\s\\\x00-\x1f\x7f]/.test(text)) return undefined;
  let url: URL;
  try {
    url = new URL(text, 'http://site.invalid');
  } catch {
    return undefined;
  }
  if (url.host !== 'site.invalid' || url.pathname.length > MAX_PAGE) return undefined;
  const kept = new URLSearchParams();
  for (const [key, val] of url.searchParams) if (/^utm_[a-z]{1,20}$/.test(key)) kept.append(key, val.slice(0, MAX_UTM));
  const query = kept.toString();
  const page = query ? `${url.pathname}?${query}` : url.pathname;
  return page.length <= MAX_PAGE ? page : url.pathname;
}

/** The referring site's host name (`https://www.google.com/search?q=...` -> `google.com`); the rest of its address is not kept. */
export function normaliseReferrer(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!text || text.length > 2048) return undefined;
  let url: URL;
  try {
    url = new URL(text.includes('://') ? text : `http://${text}`);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const host = url.hostname
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/\.$/, '');
  if (!host || host.length > MAX_HOST || !/^[a-z0-9.-]+$/.test(host) || !host.includes('.')) return undefined;
  return host;
}

/** A `utm_*` value: trimmed, control characters removed, at most 100 characters; source and medium lower-cased (they are grouped on). */
function normaliseUtm(lower: boolean) {
  return (value: unknown): string | undefined => {
    if (typeof value !== 'string') return undefined;
    const text = value
      // eslint-disable-next-line no-control-regex
      .replace(/[\x00-\x1f\x7f]/g, ' ')
      .trim()
      .slice(0, MAX_UTM)
      .trim();
    if (!text) return undefined;
    return lower ? text.toLowerCase() : text;
  };
}

/** Anything in, a normalised string or nothing out: never a validation error. */
const lenient = (normalise: (value: unknown) => string | undefined, description: string) =>
  z.preprocess(normalise, z.string().optional()).describe(description);

/**
 * What the form sends about the visit, all optional (`POST /api/contact`, GraphQL `ContactInput`
 * and the form posted without JavaScript share it).
 */
export const leadAttributionInput = z.object({
  landing_page: lenient(normalisePage, 'First page of the visit on this site, with only its utm_* parameters (the form page when absent)'),
  form_page: lenient(normalisePage, 'The page the form was sent from (path; only utm_* parameters kept)'),
  referrer: lenient(normaliseReferrer, 'The address of the site that linked to the landing page (only its host is kept)'),
  utm_source: lenient(normaliseUtm(true), 'utm_source of the visit (else taken from the landing page)'),
  utm_medium: lenient(normaliseUtm(true), 'utm_medium of the visit (else taken from the landing page)'),
  utm_campaign: lenient(normaliseUtm(false), 'utm_campaign of the visit (else taken from the landing page)'),
});
export type LeadAttributionInput = z.infer<typeof leadAttributionInput>;
export const leadAttributionFields = Object.keys(leadAttributionInput.shape) as (keyof LeadAttributionInput)[];

/** The device class from the browser's User-Agent (the User-Agent itself is not kept). */
export function deviceClass(userAgent: string | undefined): DeviceClass | null {
  if (!userAgent) return null;
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i.test(userAgent)) return 'phone';
  return 'desktop';
}

/** What no referrer and no campaign mean: the visitor typed the address or used a bookmark. */
const DIRECT_SOURCE = 'direct';

/** The one rule for a lead's source (the Contacts filter, the dashboard): utm_source, else the referrer's host, else "direct". */
export function leadSource(a: { utm_source?: string | null; referrer_host?: string | null }): string {
  return a.utm_source || a.referrer_host || DIRECT_SOURCE;
}

/** How leads from before attribution was kept (no source stored) are counted and filtered. */
export const UNKNOWN_SOURCE = 'unknown';

/** The columns stored with a lead. */
export interface LeadAttribution {
  landing_page: string | null;
  form_page: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  device: DeviceClass | null;
  source: string;
}

/** The stored attribution: the landing page falls back to the form page, utm_* to the landing page's parameters. */
export function leadAttribution(input: Partial<LeadAttributionInput>, userAgent?: string): LeadAttribution {
  const landing_page = input.landing_page ?? input.form_page ?? null;
  const params = new URLSearchParams(landing_page?.split('?')[1] ?? '');
  const fromLanding = (key: 'utm_source' | 'utm_medium' | 'utm_campaign') => leadAttributionInput.shape[key].parse(params.get(key) ?? undefined) ?? null;
  const utm_source = input.utm_source ?? fromLanding('utm_source');
  const referrer_host = input.referrer ?? null;
  return {
    landing_page,
    form_page: input.form_page ?? null,
    referrer_host,
    utm_source,
    utm_medium: input.utm_medium ?? fromLanding('utm_medium'),
    utm_campaign: input.utm_campaign ?? fromLanding('utm_campaign'),
    device: deviceClass(userAgent),
    source: leadSource({ utm_source, referrer_host }),
  };
}
