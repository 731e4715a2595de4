import type { Em } from '../../platform/db';
import type { Locale } from '../shared/fields.schemas';
import { addCounts, summarize, type HistogramSummary } from './vitals-histogram';
import { utcDay } from './web-vitals.service';
import {
  coreVitals,
  vitalMetrics,
  VITALS_REPORT_DAYS,
  type PageTemplate,
  type VitalMetric,
  type vitalsDevices,
  type connectionTypes,
} from './web-vitals.schemas';

type Device = (typeof vitalsDevices)[number];
type Connection = (typeof connectionTypes)[number];

export interface VitalSummary extends HistogramSummary {
  metric: VitalMetric;
}

/** The vitals of one slice of the page views: all pages, one page template in one language, or one connection type; always one device class. */
export interface VitalsGroup {
  template: PageTemplate | null;
  language: Locale | null;
  device: Device;
  connection: Connection | null;
  /** Page views that reported: the most samples of any metric (not every browser measures every metric). */
  views: number;
  /** The five metrics, in vitalMetrics order (samples 0 when none was reported). */
  metrics: VitalSummary[];
  /** The Core Web Vitals (LCP, INP, CLS) whose 75th percentile misses Google's "good" threshold. */
  failing: VitalMetric[];
}

export interface VitalsReport {
  days: number;
  /** The first and last UTC day of the window, `YYYY-MM-DD`. */
  from: string;
  to: string;
  /** All pages, per device class. */
  overall: VitalsGroup[];
  /** Per page template, language and device class, most views first. */
  pages: VitalsGroup[];
  /** Per connection type and device class, most views first. */
  connections: VitalsGroup[];
}

interface Row {
  template: PageTemplate;
  language: Locale;
  device: Device;
  connection: Connection;
  metric: VitalMetric;
  counts: number[];
}

type Key = Pick<VitalsGroup, 'template' | 'language' | 'device' | 'connection'>;

function group(rows: Row[], keyOf: (row: Row) => Key): VitalsGroup[] {
  const groups = new Map<string, { key: Key; histograms: Map<VitalMetric, number[]> }>();
  for (const row of rows) {
    const key = keyOf(row);
    const id = JSON.stringify(key);
    let entry = groups.get(id);
    if (!entry) groups.set(id, (entry = { key, histograms: new Map() }));
    entry.histograms.set(row.metric, addCounts(entry.histograms.get(row.metric) ?? [], row.counts));
  }
  return [...groups.values()]
    .map(({ key, histograms }) => {
      const metrics = vitalMetrics.map((metric) => ({ metric, ...summarize(metric, histograms.get(metric) ?? []) }));
      return {
        ...key,
        views: Math.max(...metrics.map((m) => m.samples)),
        metrics,
        failing: metrics.filter((m) => (coreVitals as readonly string[]).includes(m.metric) && m.rating !== null && m.rating !== 'good').map((m) => m.metric),
      };
    })
    .sort(
      (a, b) =>
        b.views - a.views ||
        JSON.stringify([a.template, a.language, a.connection, a.device]).localeCompare(JSON.stringify([b.template, b.language, b.connection, b.device])),
    );
}

/**
 * The Dashboard's real-user vitals over the last `days` UTC days (today included): for all
 * pages, each page template and language, and each connection type, per device class, the
 * 75th percentile of each metric (vitals-histogram.ts: within 2.5 %), Google's rating of it and
 * the good / needs-improvement / poor shares of the page views. One query sums the days'
 * histograms per slice; REST `GET /api/admin/web-vitals` and GraphQL `webVitals` both answer it.
 */
export async function vitalsReport(em: Em, days = VITALS_REPORT_DAYS): Promise<VitalsReport> {
  const from = utcDay(1 - days);
  const rows = await em.getConnection().execute<Row[]>(
    `select template, language, device, connection, metric, array_agg(total order by i) as counts from (
       select template, language, device, connection, metric, i, sum(c)::int as total
       from web_vitals, unnest(counts) with ordinality as u(c, i)
       where day >= ?::date
       group by template, language, device, connection, metric, i
     ) bins group by template, language, device, connection, metric`,
    [from],
  );
  return {
    days,
    from,
    to: utcDay(),
    overall: group(rows, (r) => ({ template: null, language: null, device: r.device, connection: null })),
    pages: group(rows, (r) => ({ template: r.template, language: r.language, device: r.device, connection: null })),
    connections: group(rows, (r) => ({ template: null, language: null, device: r.device, connection: r.connection })),
  };
}
