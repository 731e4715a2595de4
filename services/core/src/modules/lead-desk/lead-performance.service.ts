import type { Em } from '../../platform/db';
import { getOfficeHours, officeMinutesBetween, type OfficeClock } from '../office-hours';
import { UNKNOWN_SOURCE } from '../lead';

/**
 * The dashboard's speed-to-lead and money figures (docs/admin.md, "Outcomes and revenue per
 * source"). Response times are office minutes (the office's hours, time zone and holidays),
 * computed here over the period's leads: a few thousand at most. Leads held back as spam are
 * left out; possible spam counts like any lead (it reached staff).
 */

/** The thresholds of the "answered within" shares, in office minutes: 5 minutes, 1 hour, 24 hours. */
export const responseThresholds = [5, 60, 1440] as const;

export interface ResponseWeek {
  /** Monday of the week (UTC), `YYYY-MM-DD`, as the lead charts. */
  week: string;
  leads: number;
  answered: number;
  /** Leads the homeowner answered first by booking a visit online: apart from the office's answers (neither answered nor waiting). */
  self_booked: number;
  /** Median first response of the week's answered leads, in office minutes; null when none was answered. */
  median_minutes: number | null;
}

export interface ResponseOwner {
  /** `admin_users.id`; null for leads without an owner. */
  owner_id: number | null;
  /** The account's username ("Unassigned" without an owner). */
  owner: string;
  leads: number;
  answered: number;
  self_booked: number;
  median_minutes: number | null;
}

export interface ResponseShare {
  /** The threshold in office minutes. */
  within_minutes: number;
  /** Leads answered within it. */
  answered: number;
  /** Leads whose answer is decided against it: answered, or still waiting longer than it. */
  decided: number;
  /** answered / decided in percent, one decimal; null when nothing is decided yet. */
  share: number | null;
}

export interface ResponseTimes {
  weeks: ResponseWeek[];
  owners: ResponseOwner[];
  shares: ResponseShare[];
}

const UNASSIGNED = 'Unassigned';

/** The middle value (the mean of the two middle ones for an even count, rounded to a minute). */
export function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/** `part` of `whole` in percent, one decimal; null of nothing. */
export const percent = (part: number, whole: number) => (whole ? Math.round((1000 * part) / whole) / 10 : null);

/** The Monday (UTC midnight) of the week of `at`: the dashboard's weeks. */
export function mondayOf(at: Date): Date {
  const monday = new Date(at);
  monday.setUTCHours(0, 0, 0, 0);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday;
}

interface LeadClockRow {
  created_at: Date;
  first_response_at: Date | null;
  first_response_kind: string | null;
  owner_id: number | null;
  owner: string | null;
}

/**
 * Median first response per week (the last `weeks` weeks, this one included) and per owner, and
 * the shares answered within 5, 60 and 1440 office minutes, over the same weeks' leads.
 */
export async function responseTimes(em: Em, opts: { weeks?: number; now?: Date; clock?: OfficeClock } = {}): Promise<ResponseTimes> {
  const weeks = opts.weeks ?? 12;
  const now = opts.now ?? new Date();
  const clock = opts.clock ?? (await getOfficeHours(em));
  const thisMonday = mondayOf(now);
  const start = new Date(thisMonday.getTime() - (weeks - 1) * 7 * 86_400_000);
  const rows = await em.getConnection().execute<LeadClockRow[]>(
    `select c.created_at, c.first_response_at, c.first_response_kind, c.owner_id, a.username as owner
     from contact_submissions c left join admin_users a on a.id = c.owner_id
     where c.spam_at is null and c.created_at >= ? and c.created_at <= ?`,
    [start, now],
  );
  const leads = rows.map((r) => {
    const created = new Date(r.created_at);
    const answeredAt = r.first_response_at ? new Date(r.first_response_at) : null;
    // The homeowner booked a visit before the office answered: no office response to time, and not waiting either.
    const selfBooked = r.first_response_kind === 'self_booking';
    return {
      selfBooked,
      week: mondayOf(created).toISOString().slice(0, 10),
      owner_id: r.owner_id,
      owner: r.owner_id === null ? UNASSIGNED : (r.owner ?? `#${r.owner_id}`),
      minutes: answeredAt && !selfBooked ? officeMinutesBetween(created, answeredAt, clock) : null,
      // An unanswered lead has waited this long so far.
      waited: answeredAt ? null : officeMinutesBetween(created, now, clock),
    };
  });
  const answeredMinutes = (list: typeof leads) => list.flatMap((l) => (l.minutes === null ? [] : [l.minutes]));
  const group = (list: typeof leads) => ({
    leads: list.length,
    answered: answeredMinutes(list).length,
    self_booked: list.filter((l) => l.selfBooked).length,
    median_minutes: median(answeredMinutes(list)),
  });

  const weekRows: ResponseWeek[] = Array.from({ length: weeks }, (_, i) => {
    const week = new Date(start.getTime() + i * 7 * 86_400_000).toISOString().slice(0, 10);
    return { week, ...group(leads.filter((l) => l.week === week)) };
  });
  const owners = new Map<number | null, typeof leads>();
  for (const l of leads) owners.set(l.owner_id, [...(owners.get(l.owner_id) ?? []), l]);
  const ownerRows: ResponseOwner[] = [...owners.entries()]
    .map(([owner_id, list]) => ({ owner_id, owner: list[0]!.owner, ...group(list) }))
    .sort((a, b) => (a.owner_id === null ? 1 : 0) - (b.owner_id === null ? 1 : 0) || b.leads - a.leads || a.owner.localeCompare(b.owner));
  const shares: ResponseShare[] = responseThresholds.map((within) => {
    const answered = leads.filter((l) => l.minutes !== null && l.minutes <= within).length;
    const decided = leads.filter((l) => l.minutes !== null || (l.waited ?? 0) > within).length;
    return { within_minutes: within, answered, decided, share: percent(answered, decided) };
  });
  return { weeks: weekRows, owners: ownerRows, shares };
}

export interface RevenueRow {
  /** The source, or the landing page's path (without its utm_* parameters). */
  key: string;
  leads: number;
  won: number;
  /** The won jobs' value in cents. */
  revenue_cents: number;
  /** Won jobs per 100 leads, one decimal. */
  conversion: number;
}

export interface RevenueReport {
  by_source: RevenueRow[];
  by_landing_page: RevenueRow[];
}

/**
 * Per source and per landing page over the last `days` days (today included, UTC days; absent:
 * all time): leads, won jobs, their value and the conversion (won / leads). Leads from before
 * attribution count as "unknown"; a lead without a landing page is left out of the page table.
 */
export async function revenueBySource(em: Em, days?: number): Promise<RevenueReport> {
  const period = days === undefined ? '' : `and (created_at at time zone 'utc')::date >= (now() at time zone 'utc')::date - (?::int - 1)`;
  const params = days === undefined ? [] : [days];
  const aggregate = `count(*)::int as leads, count(*) filter (where outcome = 'won')::int as won,
    coalesce(sum(job_value_cents) filter (where outcome = 'won'), 0)::bigint as revenue_cents`;
  const conn = em.getConnection();
  type Row = { key: string; leads: number; won: number; revenue_cents: string | number };
  const [bySource, byPage] = await Promise.all([
    conn.execute<Row[]>(
      `select coalesce(source, ?) as key, ${aggregate} from contact_submissions where spam_at is null ${period}
       group by 1 order by revenue_cents desc, won desc, leads desc, key asc`,
      [UNKNOWN_SOURCE, ...params],
    ),
    // chr(63), the query's separator: a literal one would be read as a parameter.
    conn.execute<Row[]>(
      `select split_part(landing_page, chr(63), 1) as key, ${aggregate} from contact_submissions
       where spam_at is null and landing_page is not null ${period}
       group by 1 order by revenue_cents desc, won desc, leads desc, key asc limit 50`,
      params,
    ),
  ]);
  const rows = (list: Row[]): RevenueRow[] =>
    list.map((r) => ({
      key: r.key,
      leads: Number(r.leads),
      won: Number(r.won),
      revenue_cents: Number(r.revenue_cents),
      conversion: percent(Number(r.won), Number(r.leads)) ?? 0,
    }));
  return { by_source: rows(bySource), by_landing_page: rows(byPage) };
}
