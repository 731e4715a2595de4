import { z } from 'zod';
import { locales } from '@northrock/core/shared';
import { vitalMetrics, vitalRatings, vitalsDevices } from '@northrock/core/web-vitals';

// The Dashboard's real-user vitals: REST documents them, GraphQL builds its types from them.

const share = (rating: string) => z.number().describe(`Share of the page views rated ${rating}, in percent (one decimal)`);

export const vitalSummaryRecord = z.object({
  metric: z.enum(vitalMetrics),
  samples: z.number().int().describe('Page views that reported this metric'),
  p75: z.number().nullable().describe('The 75th percentile (milliseconds; CLS unitless), within 2.5 %; null without samples'),
  rating: z.enum(vitalRatings).nullable().describe("Google's rating of the 75th percentile; null without samples"),
  good: share('good'),
  needs_improvement: share('needs improvement'),
  poor: share('poor'),
});

export const vitalsGroupRecord = z.object({
  template: z.string().nullable().describe('The page template (home, service, city, blog-post, ...); null for all pages'),
  language: z.enum(locales).nullable().describe('null for both languages'),
  device: z.enum(vitalsDevices),
  connection: z.string().nullable().describe('The connection type (slow-2g, 2g, 3g, 4g, unknown); null for all'),
  views: z.number().int().describe('Page views that reported (the most samples of any metric)'),
  metrics: z.array(vitalSummaryRecord).describe('LCP, INP, CLS, FCP and TTFB, in this order'),
  failing: z.array(z.enum(vitalMetrics)).describe("The Core Web Vitals (LCP, INP, CLS) whose 75th percentile misses Google's good threshold"),
});

export const vitalsReportRecord = z.object({
  days: z.number().int(),
  from: z.string().describe('The first UTC day of the window, YYYY-MM-DD'),
  to: z.string().describe('The last UTC day (today), YYYY-MM-DD'),
  overall: z.array(vitalsGroupRecord).describe('All pages, per device class'),
  pages: z.array(vitalsGroupRecord).describe('Per page template, language and device class, most views first'),
  connections: z.array(vitalsGroupRecord).describe('Per connection type and device class, most views first'),
});
