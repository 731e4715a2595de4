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
