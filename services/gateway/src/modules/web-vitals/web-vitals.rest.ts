import {
  recordVitals,
  vitalsBeacon,
  vitalsReport,
  VITALS_BODY_LIMIT_BYTES,
  VITALS_PATH,
  VITALS_REPORT_DAYS,
  VITALS_WINDOW_SECONDS,
} from '@northrock/core/web-vitals';
import type { Config, RateLimiter } from '@northrock/core/platform';
import { clientIp } from '../../http/rest';
import type { RouteDef } from '../../http/route';
import { vitalsReportRecord } from './web-vitals.records';

/** The beacon's path under `/api` (the reporter posts to VITALS_PATH). */
export const VITALS_API_PATH = VITALS_PATH.replace(/^\/api/, '');

/** The public pages' vitals beacon and the Dashboard's report (GraphQL: web-vitals.graphql.ts). */
export function webVitalsRoutes(deps: { limiter: RateLimiter; config: Pick<Config, 'vitalsBeaconsPer10Min'> }): RouteDef[] {
  const budget = { limiter: deps.limiter, beaconsPer10Min: deps.config.vitalsBeaconsPer10Min };
  return [
    {
      method: 'post',
      path: VITALS_API_PATH,
      tag: 'Real-user vitals',
      summary: "One page view's Core Web Vitals (the public pages' beacon)",
      description:
        `Sent once per page view by the public pages (\`navigator.sendBeacon\`, a JSON Blob), when the page is hidden. ` +
        `Kept only as per-day histograms per page template, language, device class and connection type: no address, URL, ` +
        `identifier or cookie. ${budget.beaconsPer10Min} beacons per ${VITALS_WINDOW_SECONDS / 60} min per address ` +
        `(429 with Retry-After), every attempt counted; bodies above ${VITALS_BODY_LIMIT_BYTES} bytes answer 413; ` +
        `JSON only (415 otherwise).`,
      body: vitalsBeacon,
      response: { status: 204, description: 'Counted' },
      errors: [413, 415, 422, 429],
      handler: ({ em, req }) => recordVitals(em, budget, { input: req.body, address: clientIp(req) }),
    },
    {
      method: 'get',
      path: '/admin/web-vitals',
      tag: 'Admin dashboard',
      summary: `Real-user vitals over the last ${VITALS_REPORT_DAYS} days: the 75th percentile and good / needs improvement / poor shares per page template, language and device`,
      auth: true,
      response: {
        status: 200,
        description: "The report (pages whose LCP, INP or CLS misses Google's thresholds list them in `failing`)",
        schema: vitalsReportRecord,
      },
      errors: [401, 403],
      handler: ({ em }) => vitalsReport(em),
    },
  ];
}
