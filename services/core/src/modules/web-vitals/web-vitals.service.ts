import type { Em } from '../../platform/db';
import { rateLimited, type RateLimiter } from '../../platform/rate-limit';
import { validate } from '../shared';
import { WebVital } from './web-vital.entity';
import { singleCount } from './vitals-histogram';
import { vitalMetrics, vitalsBeacon, VITALS_KEEP_DAYS, VITALS_WINDOW_SECONDS } from './web-vitals.schemas';

/** The per-address budget's bucket (docs/security.md, "What an anonymous visitor can grow"). */
export const VITALS_BUCKET = 'web-vitals';

/** A UTC day, `YYYY-MM-DD`, `offset` days from today. */
export function utcDay(offset = 0, now = new Date()): string {
  return new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
}

const pgArray = (counts: readonly number[]) => `{${counts.join(',')}}`;

/**
 * Adds histograms to their rows, creating the rows that do not exist yet: one statement,
 * atomic per row whatever other gateways add at the same time. Rows go in the order given
 * (the metrics' order), so two statements lock shared rows in the same order.
 */
export async function addToHistograms(
  em: Em,
  day: string,
  key: { template: string; language: string; device: string; connection: string },
  metrics: { metric: string; counts: readonly number[] }[],
): Promise<void> {
  if (!metrics.length) return;
  const values = metrics.map(() => '(?::date, ?, ?, ?, ?, ?, ?::int[])').join(', ');
  const params = metrics.flatMap((m) => [day, key.template, key.language, key.device, key.connection, m.metric, pgArray(m.counts)]);
  await em.getConnection().execute(
    `insert into web_vitals as w (day, template, language, device, connection, metric, counts) values ${values}
     on conflict (day, template, language, device, connection, metric) do update
     set counts = (select array_agg(a + b order by i) from unnest(w.counts, excluded.counts) with ordinality as t(a, b, i))`,
    params,
  );
}

/**
 * Records one page view's beacon (`POST /api/vitals`). The address's budget counts the attempt
 * first, valid or not (429 past it); then the schema (422: an unknown template, key or
 * metric, a value outside its physical range); then each metric adds one to its bin of
 * today's row. The address is used for the budget only, never stored.
 */
export async function recordVitals(
  em: Em,
  budget: { limiter: RateLimiter; beaconsPer10Min: number },
  beacon: { input: unknown; address: string },
): Promise<void> {
  const rule = { limit: budget.beaconsPer10Min, windowSeconds: VITALS_WINDOW_SECONDS };
  const state = await budget.limiter.consume(VITALS_BUCKET, beacon.address, rule);
  if (!state.allowed) throw rateLimited(state, `Too many reports from your address; try again in ${state.retryAfterSeconds} s`);
  const { metrics, ...key } = validate(vitalsBeacon, beacon.input);
  const histograms = vitalMetrics.flatMap((metric) => {
    const value = metrics[metric];
    return value === undefined ? [] : [{ metric, counts: singleCount(metric, value) }];
  });
  await addToHistograms(em, utcDay(), key, histograms);
}

/** Deletes the days older than `keepDays` (today included); the worker's hourly sweep runs it. */
export async function pruneWebVitals(em: Em, keepDays = VITALS_KEEP_DAYS): Promise<number> {
  return em.nativeDelete(WebVital, { day: { $lt: utcDay(1 - keepDays) } });
}
