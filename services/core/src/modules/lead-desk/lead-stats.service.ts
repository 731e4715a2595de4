import type { Em } from '../../platform/db';
import { validate } from '../shared';
import { chartPeriodQuery } from './lead-desk.schemas';
import { UNKNOWN_SOURCE } from '../lead';

/**
 * The dashboard's lead charts, aggregated by PostgreSQL. Leads held back as spam are left out;
 * days and weeks are UTC, like the page-view counters.
 */

/** The period the dashboard picked (7, 30 or 90 days, today included); anything else is a 422. */
export function chartPeriodDays(days: unknown): number {
  return validate(chartPeriodQuery, { days }).days;
}

/** SQL: the first UTC day of a period of `?` days, today included (page_views' `day` compares with it too). */
const PERIOD_START_SQL = `(now() at time zone 'utc')::date - (?::int - 1)`;

export interface SourceCount {
  source: string;
  leads: number;
}

/** Leads per source over the last `days` days (or all time), most first; leads from before attribution was kept count as "unknown". */
export async function leadsBySource(em: Em, days?: number): Promise<SourceCount[]> {
  const period = days === undefined ? '' : `and (created_at at time zone 'utc')::date >= ${PERIOD_START_SQL}`;
  const rows = await em.getConnection().execute<{ source: string; leads: number }[]>(
    `select coalesce(source, ?) as source, count(*)::int as leads from contact_submissions
     where spam_at is null ${period}
     group by 1 order by leads desc, source asc`,
    days === undefined ? [UNKNOWN_SOURCE] : [UNKNOWN_SOURCE, days],
  );
  return rows.map((r) => ({ source: r.source, leads: Number(r.leads) }));
}

export interface LeadWeek {
  /** Monday of the week (UTC), `YYYY-MM-DD`. */
  week: string;
  total: number;
  /** One count per city of `LeadWeeks.cities`, in that order (zeros included). */
  by_city: { city: string; leads: number }[];
}

export interface LeadWeeks {
  /** The cities with most leads over the weeks (as typed, trimmed and capitalised), then "Other" and "Not given" when any. */
  cities: string[];
  weeks: LeadWeek[];
}

const OTHER_CITIES = 'Other';
const NO_CITY = 'Not given';

/** Leads per week (Monday to Sunday, UTC) over the last `weeks` weeks, this one included, split by the `topCities` commonest cities. */
export async function leadsPerWeek(em: Em, opts: { weeks?: number; topCities?: number } = {}): Promise<LeadWeeks> {
  const weeks = opts.weeks ?? 12;
  const top = opts.topCities ?? 5;
  const rows = await em.getConnection().execute<{ week: string; city: string; leads: number }[]>(
    `with span as (select date_trunc('week', now() at time zone 'utc') - make_interval(weeks => ?::int - 1) as start),
     leads as (
       select to_char(date_trunc('week', created_at at time zone 'utc'), 'YYYY-MM-DD') as week,
              coalesce(nullif(initcap(btrim(city)), ''), ?) as city
       from contact_submissions, span
       where spam_at is null and created_at at time zone 'utc' >= span.start
     ),
     ranked as (select city from leads where city <> ? group by city order by count(*) desc, city asc limit ?)
     select week, case when city = ? or city in (select city from ranked) then city else ? end as city, count(*)::int as leads
     from leads group by 1, 2 order by 1, 2`,
    [weeks, NO_CITY, NO_CITY, top, NO_CITY, OTHER_CITIES],
  );
  const totals = new Map<string, number>();
  for (const r of rows) totals.set(r.city, (totals.get(r.city) ?? 0) + Number(r.leads));
  const rank = (city: string) => (city === NO_CITY ? 2 : city === OTHER_CITIES ? 1 : 0);
  const cities = [...totals.keys()].sort((a, b) => rank(a) - rank(b) || totals.get(b)! - totals.get(a)! || a.localeCompare(b));
  const counts = new Map(rows.map((r) => [`${r.week}|${r.city}`, Number(r.leads)]));
  const monday = new Date();
  monday.setUTCHours(0, 0, 0, 0);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return {
    cities,
    weeks: Array.from({ length: weeks }, (_, i) => {
      const day = new Date(monday);
      day.setUTCDate(day.getUTCDate() - 7 * (weeks - 1 - i));
      const week = day.toISOString().slice(0, 10);
      const by_city = cities.map((city) => ({ city, leads: counts.get(`${week}|${city}`) ?? 0 }));
      return { week, total: by_city.reduce((sum, c) => sum + c.leads, 0), by_city };
    }),
  };
}
