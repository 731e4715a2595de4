import type { Em, Orm } from '../../platform/db';
import type { Logger } from '../../platform/logger';

/** What one day's counters look like before they reach PostgreSQL: path -> views. */
type DayCounts = Map<string, number>;

export interface PageViewCounter {
  /** Counts one view of `path` today (in memory; a batch reaches PostgreSQL every few seconds). */
  count(path: string): void;
  /** Writes what was counted so far. */
  flush(): Promise<void>;
  /** Flushes and stops the timer. */
  close(): Promise<void>;
}

const MAX_PATH = 200;

/**
 * Page views without tracking: per route and day, counted in the gateway's memory and added to
 * `page_views` in one statement per flush (several gateways add to the same rows). A crash
 * loses at most the last few seconds of counts, never a lead or a page.
 */
export function createPageViewCounter(deps: { orm: Orm; log: Logger; flushMs?: number }): PageViewCounter {
  let pending = new Map<string, DayCounts>();
  let writing: Promise<void> = Promise.resolve();

  const write = async (batch: Map<string, DayCounts>) => {
    const rows: [string, string, number][] = [];
    for (const [day, counts] of batch) for (const [path, views] of counts) rows.push([day, path, views]);
    if (!rows.length) return;
    const values = rows.map(() => `(?::date, ?, ?)`).join(', ');
    await deps.orm.em
      .fork()
      .getConnection()
      .execute(
        `insert into page_views (day, path, views) values ${values}
         on conflict (day, path) do update set views = page_views.views + excluded.views`,
        rows.flat(),
      );
  };

  const flush = () => {
    const batch = pending;
    pending = new Map();
    writing = writing.then(() => write(batch).catch((err: Error) => deps.log.warn('page views not saved', { error: err.message, days: batch.size })));
    return writing;
  };

  const timer = setInterval(() => void flush(), deps.flushMs ?? 10_000);
  timer.unref();

  return {
    count(path) {
      const day = new Date().toISOString().slice(0, 10);
      let counts = pending.get(day);
      if (!counts) pending.set(day, (counts = new Map()));
      const key = path.slice(0, MAX_PATH);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

export interface PageViewTotal {
  path: string;
  views: number;
}

/** Views per page over the last `days` days (today included), most viewed first. */
export async function pageViewTotals(em: Em, days: number): Promise<PageViewTotal[]> {
  const span = Math.min(Math.max(Math.trunc(days), 1), 366);
  const rows = await em.getConnection().execute<{ path: string; views: string | number }[]>(
    `select path, sum(views)::int as views from page_views
     where day > (now() at time zone 'utc')::date - ?::int
     group by path order by views desc, path asc`,
    [span],
  );
  return rows.map((r) => ({ path: r.path, views: Number(r.views) }));
}

export interface LandingConversion {
  /** A public path (a lead's landing page without its utm_* parameters). */
  path: string;
  views: number;
  /** Leads whose visit started on this page. */
  leads: number;
  /** Leads per 100 views, one decimal; null without views (e.g. leads from before views were counted). */
  conversion_rate: number | null;
}

/**
 * Views, leads and leads per 100 views of each landing page over the last `days` days (today
 * included, UTC days), pages with leads first. Leads held back as spam are left out. A page's
 * views count every view of it, not only first pages of visits: the counters know no visits.
 */
export async function landingConversions(em: Em, days: number, limit = 50): Promise<LandingConversion[]> {
  const rows = await em.getConnection().execute<{ path: string; views: number; leads: number; conversion_rate: string | number | null }[]>(
    `with views as (
       select path, sum(views)::int as views from page_views
       where day >= (now() at time zone 'utc')::date - (?::int - 1) group by path
     ),
     -- chr(63), the query's separator: a literal one would be read as a parameter.
     leads as (
       select split_part(landing_page, chr(63), 1) as path, count(*)::int as leads from contact_submissions
       where spam_at is null and landing_page is not null
         and (created_at at time zone 'utc')::date >= (now() at time zone 'utc')::date - (?::int - 1)
       group by 1
     )
     select coalesce(v.path, l.path) as path, coalesce(v.views, 0) as views, coalesce(l.leads, 0) as leads,
            round(100.0 * coalesce(l.leads, 0) / nullif(v.views, 0), 1) as conversion_rate
     from views v full join leads l on l.path = v.path
     order by leads desc, views desc, path asc limit ?`,
    [days, days, limit],
  );
  return rows.map((r) => ({
    path: r.path,
    views: Number(r.views),
    leads: Number(r.leads),
    conversion_rate: r.conversion_rate === null ? null : Number(r.conversion_rate),
  }));
}
