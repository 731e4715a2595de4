import { describe, expect, it } from 'vitest';
import { addCounts, BIN_RATIO, binBounds, binCount, binOf, P75_RELATIVE_ERROR, p75Bin, singleCount, summarize } from './vitals-histogram';
import { vitalMetrics, vitalRanges, vitalThresholds, type VitalMetric } from './web-vitals.schemas';

/** A small seeded generator: the same samples on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Log-normal samples around `median` (what page timings look like), clamped to the metric's range. */
function samples(metric: VitalMetric, n: number, median: number, seed: number): number[] {
  const next = random(seed);
  return Array.from({ length: n }, () => {
    const normal = Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
    return Math.min(vitalRanges[metric], median * Math.exp(0.6 * normal));
  });
}

/** The brute-force 75th percentile: the ceil(0.75 n)-th smallest value (nearest rank). */
const bruteP75 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(0.75 * values.length) - 1]!;

const histogramOf = (metric: VitalMetric, values: number[]) => values.reduce((counts, v) => addCounts(counts, singleCount(metric, v)), [] as number[]);

const medians: Record<VitalMetric, number[]> = {
  LCP: [400, 2400, 2600, 9000],
  INP: [40, 190, 480, 2000],
  CLS: [0.002, 0.09, 0.2, 1.5],
  FCP: [300, 1700, 2900, 8000],
  TTFB: [20, 700, 1700, 5000],
};

describe('vitals histogram', () => {
  it.each(vitalMetrics)('%s: bins cover 0 to the physical maximum, right-closed, each at most 5 % wide above the floor', (metric) => {
    const bins = binCount(metric);
    expect(binBounds(metric, 0)[0]).toBe(0);
    expect(binBounds(metric, bins - 1)[1]).toBe(vitalRanges[metric]);
    for (let bin = 1; bin < bins; bin++) {
      const [lo, hi] = binBounds(metric, bin);
      expect(hi / lo).toBeLessThanOrEqual(BIN_RATIO + 1e-9);
      expect(binBounds(metric, bin - 1)[1]).toBe(lo);
      // Right-closed: the upper edge belongs to the bin, the lower one to the bin before.
      expect(binOf(metric, hi)).toBe(bin);
      expect(binOf(metric, lo)).toBe(bin - 1);
      expect(binOf(metric, (lo + hi) / 2)).toBe(bin);
    }
    expect(binOf(metric, 0)).toBe(0);
    expect(binOf(metric, vitalRanges[metric])).toBe(bins - 1);
  });

  it.each(vitalMetrics)("%s: the good / needs-improvement / poor shares are exact at Google's thresholds", (metric) => {
    const [good, poor] = vitalThresholds[metric];
    const values = [0, good / 2, good, good * 1.0001, (good + poor) / 2, poor, poor * 1.0001, vitalRanges[metric]];
    const summary = summarize(metric, histogramOf(metric, values));
    // 3 of 8 at or below `good`, 3 above it up to `poor` included, 2 above `poor`.
    expect(summary).toMatchObject({ samples: 8, good: 37.5, needs_improvement: 37.5, poor: 25 });
  });

  it.each(vitalMetrics)('%s: the 75th percentile lies in the bin of the brute-force one, estimated within the stated error', (metric) => {
    let seed = 1;
    for (const median of medians[metric]) {
      for (const n of [1, 2, 3, 4, 7, 100, 1001, 5000]) {
        const values = samples(metric, n, median, seed++);
        const counts = histogramOf(metric, values);
        const truth = bruteP75(values);
        expect(p75Bin(counts), `${metric} n=${n} median=${median}`).toBe(binOf(metric, truth));
        const { p75, rating, samples: total } = summarize(metric, counts);
        expect(total).toBe(n);
        const [lo] = binBounds(metric, 1);
        if (truth > lo) expect(Math.abs(p75! - truth) / truth).toBeLessThanOrEqual(P75_RELATIVE_ERROR + 1e-12);
        else expect(Math.abs(p75! - truth)).toBeLessThanOrEqual(lo / 2);
        const [good, poor] = vitalThresholds[metric];
        expect(rating).toBe(truth <= good ? 'good' : truth <= poor ? 'needs_improvement' : 'poor');
      }
    }
  });

  it('adds histograms bin by bin: days summed give the histogram of all their values', () => {
    const a = samples('LCP', 500, 2000, 7);
    const b = samples('LCP', 300, 5000, 8);
    expect(addCounts(histogramOf('LCP', a), histogramOf('LCP', b))).toEqual(histogramOf('LCP', [...a, ...b]));
    expect(summarize('LCP', [])).toEqual({ samples: 0, p75: null, rating: null, good: 0, needs_improvement: 0, poor: 0 });
  });

  it('states its bound: p75 within 2.5 % above the floor', () => {
    expect(P75_RELATIVE_ERROR).toBeLessThan(0.025);
    // A histogram row is a few hundred integers, whatever the traffic.
    for (const metric of vitalMetrics) expect(binCount(metric)).toBeLessThan(250);
  });
});
