import { vitalMetrics, vitalRatings, vitalsDevices, vitalsReport, VITALS_REPORT_DAYS, type VitalsReport } from '@northrock/core/web-vitals';
import { builder } from '../../graphql/builder';
import { adminOnly } from '../../graphql/crud-operations';
import { enumFromValues, objectTypeFromZod } from '../../graphql/zod-types';
import { vitalsGroupRecord, vitalsReportRecord, vitalSummaryRecord } from './web-vitals.records';

/** The Dashboard's real-user vitals (REST: web-vitals.rest.ts). */

enumFromValues('WebVitalMetric', vitalMetrics, 'LCP, INP and CLS (the Core Web Vitals), FCP and TTFB.');
enumFromValues('WebVitalRating', vitalRatings, "Google's rating: good, needs improvement or poor.");
enumFromValues('WebVitalDevice', vitalsDevices, 'phone (a mobile browser or a narrow screen) or desktop.');
objectTypeFromZod('WebVitalSummary', vitalSummaryRecord, { description: "One metric's 75th percentile and the shares of page views per rating." });
objectTypeFromZod('WebVitalsGroup', vitalsGroupRecord, {
  description: 'The vitals of a slice of page views: all pages, a page template in one language, or a connection type; one device class.',
});
const WebVitalsReportType = objectTypeFromZod<VitalsReport>('WebVitalsReport', vitalsReportRecord, {
  description: 'Real-user Core Web Vitals, aggregated per day, page template, language, device class and connection type.',
});

builder.queryField('webVitals', (t) =>
  t.field({
    type: WebVitalsReportType,
    authScopes: adminOnly,
    description: `Real-user vitals over the last ${VITALS_REPORT_DAYS} days (UTC, today included): the 75th percentile and rating shares per page template, language and device.`,
    resolve: (_root, _args, ctx) => vitalsReport(ctx.em),
  }),
);
