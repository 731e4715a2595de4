import { vitalMetrics, vitalRanges, vitalRatings, vitalThresholds, type VitalMetric } from './web-vitals.schemas';

/**
 * Fixed histograms, one layout per metric, so any number of page views fits in one row per
 * (day, template, language, device, connection, metric) and rows add up by adding counts.
 *
 * Bins are right-closed: bin 0 is [0, floor], bin i is (edge[i-1], edge[i]]. Edges grow by
 * BIN_RATIO from `floor` to the metric's physical maximum, with Google's two thresholds added
 * as edges, so the good / needs-improvement / poor shares are counted exactly ("good" is
 * at or below the first threshold, as Google defines it).
 *
 * Error bound: the 75th percentile is found exactly up to its bin (the bin holding the
 * ceil(0.75 n)-th smallest value), then estimated as that bin's geometric middle, at most
 * sqrt(BIN_RATIO) - 1 = 2.47 % from the true value; in bin 0 at most floor / 2 away (0.5 ms, CLS 0.00005).
 * Changing BIN_RATIO, a floor, a range or a threshold changes the layout: stored rows would be
 * read with the wrong edges, so such a change needs a migration that empties `web_vitals`.
 */
export const BIN_RATIO = 1.05;
/** The largest relative error of a p75 estimate above the floor. */
export const P75_RELATIVE_ERROR = Math.sqrt(BIN_RATIO) - 1;

const floors: Record<VitalMetric, number> = { LCP: 1, INP: 1, CLS: 0.0001, FCP: 1, TTFB: 1 };

function layout(metric: VitalMetric): number[] {
  const max = vitalRanges[metric];
  const edges: number[] = [];
  for (let edge = floors[metric]; edge < max; edge *= BIN_RATIO) edges.push(edge);
  edges.push(max, ...vitalThresholds[metric]);
  return [...new Set(edges)].sort((a, b) => a - b);
}

const edgesOf: Record<VitalMetric, readonly number[]> = Object.fromEntries(vitalMetrics.map((m) => [m, layout(m)])) as Record<VitalMetric, number[]>;

/** The bin count of a metric's histogram (the length of its stored `counts`). */
export const binCount = (metric: VitalMetric): number => edgesOf[metric].length;

/** The bin a value falls in: the first edge at or above it (binary search). */
export function binOf(metric: VitalMetric, value: number): number {
  const edges = edgesOf[metric];
  let lo = 0;
  let hi = edges.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (edges[mid]! >= value) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** The bin's lower and upper bounds (bin 0 starts at 0). */
export function binBounds(metric: VitalMetric, bin: number): [number, number] {
  const edges = edgesOf[metric];
  return [bin === 0 ? 0 : edges[bin - 1]!, edges[bin]!];
}

/** A histogram holding one value (what one beacon adds). */
export function singleCount(metric: VitalMetric, value: number): number[] {
  const counts = new Array<number>(binCount(metric)).fill(0);
  counts[binOf(metric, value)] = 1;
  return counts;
}

export type Rating = (typeof vitalRatings)[number];

export interface HistogramSummary {
  samples: number;
  /** The 75th percentile's estimate (null without samples). */
  p75: number | null;
  /** Google's rating of the true 75th percentile (exact: the thresholds are bin edges). */
  rating: Rating | null;
  /** Shares of the samples in percent, one decimal. */
  good: number;
  needs_improvement: number;
  poor: number;
}

const share = (part: number, whole: number) => (whole ? Math.round((1000 * part) / whole) / 10 : 0);

function ratingOf(metric: VitalMetric, upperEdge: number): Rating {
  const [good, poor] = vitalThresholds[metric];
  return upperEdge <= good ? 'good' : upperEdge <= poor ? 'needs_improvement' : 'poor';
}

/** The bin holding the nearest-rank 75th percentile: the ceil(0.75 n)-th smallest value. */
export function p75Bin(counts: readonly number[]): number | null {
  const samples = counts.reduce((a, b) => a + b, 0);
  if (!samples) return null;
  const rank = Math.ceil(0.75 * samples);
  let seen = 0;
  for (let bin = 0; bin < counts.length; bin++) {
    seen += counts[bin]!;
    if (seen >= rank) return bin;
  }
  return counts.length - 1;
}

/** The 75th percentile, its rating and the good / needs-improvement / poor shares of one histogram. */
export function summarize(metric: VitalMetric, counts: readonly number[]): HistogramSummary {
  const samples = counts.reduce((a, b) => a + b, 0);
  const tally = { good: 0, needs_improvement: 0, poor: 0 } satisfies Record<Rating, number>;
  counts.forEach((count, bin) => (tally[ratingOf(metric, binBounds(metric, bin)[1])] += count));
  const bin = p75Bin(counts);
  let p75: number | null = null;
  if (bin !== null) {
    const [lo, hi] = binBounds(metric, bin);
    p75 = bin === 0 ? hi / 2 : Math.sqrt(lo * hi);
  }
  return {
    samples,
    p75,
    rating: bin === null ? null : ratingOf(metric, binBounds(metric, bin)[1]),
    good: share(tally.good, samples),
    needs_improvement: share(tally.needs_improvement, samples),
    poor: share(tally.poor, samples),
  };
}

/** Adds `more` into `into` bin by bin (histograms of one metric). */
export function addCounts(into: number[], more: readonly number[]): number[] {
  more.forEach((count, bin) => (into[bin] = (into[bin] ?? 0) + count));
  return into;
}
