/**
 * Real-user Core Web Vitals (docs/admin.md, "Real-user vitals"): the beacon public pages send
 * once per page view, kept only as per-day histograms, and the Dashboard's 28-day report.
 */
export { webVitalEntities } from './web-vital.entity';
export { BIN_RATIO, binBounds, binOf, P75_RELATIVE_ERROR, p75Bin, summarize, type HistogramSummary, type Rating } from './vitals-histogram';
export { vitalsReport, type VitalsGroup, type VitalsReport, type VitalSummary } from './web-vitals-report.service';
export { addToHistograms, pruneWebVitals, recordVitals, utcDay, VITALS_BUCKET } from './web-vitals.service';
export {
  connectionTypes,
  coreVitals,
  pageTemplates,
  vitalMetrics,
  vitalRanges,
  vitalRatings,
  VITALS_BODY_LIMIT_BYTES,
  VITALS_KEEP_DAYS,
  VITALS_PATH,
  VITALS_REPORT_DAYS,
  VITALS_WINDOW_SECONDS,
  vitalsBeacon,
  vitalsDevices,
  vitalThresholds,
  type PageTemplate,
  type VitalMetric,
  type VitalsBeacon,
} from './web-vitals.schemas';
