/** A stretch of time: a visit already booked ([start, end), without its buffer). */
export interface TimeRange {
  start: Date;
  end: Date;
}

/** An estimator's booked visits, sorted once, for the slot engine's questions. */
export interface BusyIndex {
  /**
   * Whether a visit [start, start + visit) clashes with a booked one: each visit holds
   * [start, end + buffer), and two of them may not overlap (half-open ranges, as PostgreSQL's
   * `tstzrange(start_at, end_at + buffer) &&` in the exclusion constraint reads them). So a new
   * visit starts at least `buffer` after one ends and ends at least `buffer` before the next.
   */
  clashes(start: number, visitMs: number): boolean;
  /** How many booked visits start in [from, to). */
  countStarting(from: number, to: number): number;
}

/** The number of sorted values below `limit` (binary search). */
function countBelow(sorted: Float64Array, limit: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < limit) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function busyIndex(visits: readonly TimeRange[], bufferMs: number): BusyIndex {
  const sorted = visits.map((v) => [v.start.getTime(), v.end.getTime() + bufferMs] as const).sort((a, b) => a[0] - b[0]);
  const starts = Float64Array.from(sorted, ([s]) => s);
  // reach[i]: the latest end (buffer included) among the first i + 1 visits by start, so one
  // binary search answers whether any block that starts before a range also reaches into it.
  const reach = new Float64Array(sorted.length);
  sorted.forEach(([, e], i) => (reach[i] = Math.max(e, i > 0 ? reach[i - 1]! : -Infinity)));
  return {
    clashes(start, visitMs) {
      const before = countBelow(starts, start + visitMs + bufferMs);
      return before > 0 && reach[before - 1]! > start;
    },
    countStarting: (from, to) => countBelow(starts, to) - countBelow(starts, from),
  };
}
