import type { Em } from '../../platform/db';
import { UNKNOWN_SOURCE } from '../lead';
import { getOfficeHours, isOfficeOpen, type OfficeClock } from '../office-hours';
import { median, mondayOf, percent } from './lead-performance.service';

/**
 * The dashboard's booking figures (docs/admin.md, "Bookings and the calendar"): visits booked per
 * week, the share the homeowners booked themselves and the share booked while the office was
 * closed, the median time from the enquiry to its booking and the no-show rate, overall and per
 * source and landing page (beside the revenue figures). A lead counts once, by its first booking;
 * moves change no figure; a cancelled visit still counts as booked (it was), not in the no-show rate.
 */
export interface BookingWeek {
  /** Monday of the week (UTC), `YYYY-MM-DD`, as the lead charts. */
  week: string;
  booked: number;
  by_homeowner: number;
  outside_hours: number;
}

export interface BookingRow {
  /** The source or the landing page's path; `all` for the whole period. */
  key: string;
  leads: number;
  /** Leads with a booked visit. */
  booked: number;
  /** Percent of the bookings made by the homeowner (online), one decimal; null without bookings. */
  by_homeowner_share: number | null;
  /** Percent of the bookings made while the office was closed. */
  outside_hours_share: number | null;
  /** Median minutes from the enquiry to its booking (wall-clock minutes). */
  median_minutes_to_booking: number | null;
  /** Percent of the visits that took place or were missed, missed: no_show / (done + no_show). */
  no_show_rate: number | null;
}

export interface BookingFigures {
  weeks: BookingWeek[];
  total: BookingRow;
  by_source: BookingRow[];
  by_landing_page: BookingRow[];
}

interface LeadBookingRow {
  source: string;
  landing: string | null;
  lead_at: Date;
  booked_at: Date | null;
  booked_by: string | null;
  done: number;
  no_show: number;
}

interface Booking {
  source: string;
  landing: string | null;
  leadAt: Date;
  bookedAt: Date | null;
  byHomeowner: boolean;
  outsideHours: boolean;
  done: number;
  noShow: number;
}

function row(key: string, list: Booking[]): BookingRow {
  const booked = list.filter((b) => b.bookedAt !== null);
  const done = list.reduce((n, b) => n + b.done, 0);
  const noShow = list.reduce((n, b) => n + b.noShow, 0);
  return {
    key,
    leads: list.length,
    booked: booked.length,
    by_homeowner_share: percent(booked.filter((b) => b.byHomeowner).length, booked.length),
    outside_hours_share: percent(booked.filter((b) => b.outsideHours).length, booked.length),
    median_minutes_to_booking: median(booked.map((b) => Math.max(0, Math.round((b.bookedAt!.getTime() - b.leadAt.getTime()) / 60_000)))),
    no_show_rate: percent(noShow, done + noShow),
  };
}

function rowsBy(list: Booking[], keyOf: (b: Booking) => string | null): BookingRow[] {
  const groups = new Map<string, Booking[]>();
  for (const b of list) {
    const key = keyOf(b);
    if (key !== null) groups.set(key, [...(groups.get(key) ?? []), b]);
  }
  return [...groups.entries()].map(([key, group]) => row(key, group)).sort((a, b) => b.booked - a.booked || b.leads - a.leads || a.key.localeCompare(b.key));
}

/**
 * The booking figures over the leads of the last `days` days (UTC days, today included; absent:
 * all time) and the visits booked in the last `weeks` weeks (this one included).
 */
export async function bookingFigures(em: Em, opts: { days?: number; weeks?: number; now?: Date; clock?: OfficeClock } = {}): Promise<BookingFigures> {
  const weeks = opts.weeks ?? 12;
  const now = opts.now ?? new Date();
  const clock = opts.clock ?? (await getOfficeHours(em));
  const conn = em.getConnection();
  const period = opts.days === undefined ? '' : `and c.created_at >= ?::timestamptz - make_interval(days => ?::int)`;
  const since = new Date(now);
  since.setUTCHours(0, 0, 0, 0);
  const periodParams = opts.days === undefined ? [] : [since, opts.days - 1];
  // Each lead with its first booking (moves keep the visit's row, so created_at is when it was booked).
  const leads = await conn.execute<LeadBookingRow[]>(
    `select coalesce(c.source, ?) as source, split_part(c.landing_page, chr(63), 1) as landing, c.created_at as lead_at,
            first.created_at as booked_at, first.booked_by,
            (select count(*) from visits v where v.lead_id = c.id and v.status = 'done')::int as done,
            (select count(*) from visits v where v.lead_id = c.id and v.status = 'no_show')::int as no_show
     from contact_submissions c
     left join lateral (select v.created_at, v.booked_by from visits v where v.lead_id = c.id order by v.created_at limit 1) first on true
     where c.spam_at is null and c.created_at <= ? ${period}`,
    [UNKNOWN_SOURCE, now, ...periodParams],
  );
  const list: Booking[] = leads.map((r) => {
    const bookedAt = r.booked_at ? new Date(r.booked_at) : null;
    return {
      source: r.source,
      landing: r.landing || null,
      leadAt: new Date(r.lead_at),
      bookedAt,
      byHomeowner: r.booked_by === 'homeowner',
      outsideHours: bookedAt !== null && !isOfficeOpen(bookedAt, clock),
      done: Number(r.done),
      noShow: Number(r.no_show),
    };
  });

  const thisMonday = mondayOf(now);
  const start = new Date(thisMonday.getTime() - (weeks - 1) * 7 * 86_400_000);
  const visits = await conn.execute<{ created_at: Date; booked_by: string }[]>(
    `select v.created_at, v.booked_by from visits v join contact_submissions c on c.id = v.lead_id
     where c.spam_at is null and v.created_at >= ? and v.created_at <= ?`,
    [start, now],
  );
  const weekRows: BookingWeek[] = Array.from({ length: weeks }, (_, i) => ({
    week: new Date(start.getTime() + i * 7 * 86_400_000).toISOString().slice(0, 10),
    booked: 0,
    by_homeowner: 0,
    outside_hours: 0,
  }));
  for (const v of visits) {
    const at = new Date(v.created_at);
    const week = weekRows.find((w) => w.week === mondayOf(at).toISOString().slice(0, 10));
    if (!week) continue;
    week.booked += 1;
    if (v.booked_by === 'homeowner') week.by_homeowner += 1;
    if (!isOfficeOpen(at, clock)) week.outside_hours += 1;
  }
  return {
    weeks: weekRows,
    total: row('all', list),
    by_source: rowsBy(list, (b) => b.source),
    by_landing_page: rowsBy(list, (b) => b.landing).slice(0, 50),
  };
}
