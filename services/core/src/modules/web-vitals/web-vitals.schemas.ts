import { z } from 'zod';
import { locales } from '../shared/fields.schemas';

/** The Core Web Vitals and the two loading metrics the reporter sends (web-vitals' names). */
export const vitalMetrics = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalMetric = (typeof vitalMetrics)[number];

/**
 * The public pages' templates: the route modules of `web/src/app/routes/public/` (the seven
 * service pages share `service`, the three cities `city`; French routes are the same
 * templates). `web/src/islands/page-template.test.ts` holds this list to `web/src/app/routes.ts`.
 */
export const pageTemplates = [
  'home',
  'services',
  'service',
  'city',
  'about',
  'why',
  'blog',
  'blog-post',
  'contact',
  'book',
  'book-token',
  'visit',
  'review',
  'unsubscribe',
  'service-areas',
  'testimonials',
  'warranty',
  'our-systems',
  'resources',
  'careers',
  'privacy',
  'not-found',
] as const;
export type PageTemplate = (typeof pageTemplates)[number];

/** Phone: the browser says it is a mobile (UA-CH) or the screen is narrow; anything else is a desktop. */
export const vitalsDevices = ['phone', 'desktop'] as const;
/** `navigator.connection.effectiveType`, or `unknown` where the browser does not tell (Safari, Firefox). */
export const connectionTypes = ['slow-2g', '2g', '3g', '4g', 'unknown'] as const;

/**
 * The largest value each metric can physically take on a page someone waited for: times in
 * milliseconds (INP is one interaction, bounded lower), CLS unitless. A beacon past them is
 * refused (422), so neither a broken browser nor a script moves the percentiles with absurd values.
 */
export const vitalRanges: Record<VitalMetric, number> = { LCP: 60_000, INP: 30_000, CLS: 10, FCP: 60_000, TTFB: 60_000 };

/** Google's thresholds (web.dev/articles/vitals): at or below the first is good, above the second poor. */
export const vitalThresholds: Record<VitalMetric, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

/** Google's rating of a value: at or below the first threshold, up to the second, above it. */
export const vitalRatings = ['good', 'needs_improvement', 'poor'] as const;

/** The three Core Web Vitals: a page whose 75th percentile of any is not good fails Google's assessment. */
export const coreVitals = ['LCP', 'INP', 'CLS'] as const satisfies readonly VitalMetric[];

const metricValue = (metric: VitalMetric) =>
  z
    .number()
    .min(0, `${metric} must be at least 0`)
    .max(vitalRanges[metric], `${metric} must be at most ${vitalRanges[metric]}${metric === 'CLS' ? '' : ' ms'}`);

/**
 * One page view's beacon (`POST /api/vitals`): the page's template, language, device class and
 * connection type, and the metrics known when the page was hidden. Nothing about the visitor:
 * no address, URL, identifier or timestamp is sent or kept. Unknown keys are refused.
 */
export const vitalsBeacon = z.strictObject({
  template: z.enum(pageTemplates, { error: 'template must be a page template of the site' }),
  language: z.enum(locales, { error: 'language must be en or fr' }),
  device: z.enum(vitalsDevices, { error: 'device must be phone or desktop' }),
  connection: z.enum(connectionTypes, { error: `connection must be one of ${connectionTypes.join(', ')}` }),
  metrics: z
    .strictObject(Object.fromEntries(vitalMetrics.map((m) => [m, metricValue(m).optional()])) as Record<VitalMetric, z.ZodOptional<z.ZodNumber>>)
    .refine((m) => Object.values(m).some((v) => v !== undefined), 'metrics must hold at least one metric'),
});
export type VitalsBeacon = z.output<typeof vitalsBeacon>;

/** Where each page view's beacon goes (the reporter and the gateway's route). */
export const VITALS_PATH = '/api/vitals';

/** The window of the per-address budget (`VITALS_BEACONS_PER_10_MIN` beacons, default 60: a person reading page after page). */
export const VITALS_WINDOW_SECONDS = 600;

/** A beacon is about 150 bytes; anything much larger is not one (413). */
export const VITALS_BODY_LIMIT_BYTES = 2048;

/** The dashboard's window: Google's own (the Chrome UX Report) is the last 28 days. */
export const VITALS_REPORT_DAYS = 28;
/** Days of aggregates kept; the worker's hourly sweep deletes older ones. */
export const VITALS_KEEP_DAYS = 90;
