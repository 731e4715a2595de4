import { useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import type { ChartPeriod } from '@northrock/core/browser';
import { LoadState } from '~/features/admin-kit/components/load-state';
import { leadPerformanceQuery, type LeadPerformance } from '../api/lead-performance.query';
import { weekLabel } from '../lib/week-label';
import { PeriodSelect } from './period-select';

type Times = LeadPerformance['leadResponseTimes'];
type RevenueRows = LeadPerformance['leadRevenue']['by_source'];
type Bookings = LeadPerformance['bookingFigures'];
type BookingRows = Bookings['by_source'];

const money = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 });
const thresholdLabel: Record<number, string> = { 5: '5 minutes', 60: '1 hour', 1440: '24 hours' };

/** Office minutes as people say them: "7 min", "2 h 5 min"; a dash when nothing was answered. */
export function officeMinutes(minutes: number | null): string {
  if (minutes === null) return '-';
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)} h${rest ? ` ${rest} min` : ''}`;
}

/** A table with its caption, scrollable on a phone and reachable by keyboard (like the charts' tables). */
function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <div className="table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="admin-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th scope="col" key={h}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function ResponseTables({ times }: { times: Times }) {
  return (
    <>
      <Table caption="Leads answered within office time, last 12 weeks" head={['Answered within', 'Share', 'Answered', 'Counted']}>
        {times.shares.map((s) => (
          <tr key={s.within_minutes}>
            <th scope="row">{thresholdLabel[s.within_minutes] ?? officeMinutes(s.within_minutes)}</th>
            <td>{s.share === null ? '-' : `${s.share}%`}</td>
            <td>{s.answered}</td>
            <td>{s.decided}</td>
          </tr>
        ))}
      </Table>
      <Table
        caption="Median first response in office minutes per week (Monday to Sunday, UTC), last 12 weeks"
        head={['Week of', 'Leads', 'Answered', 'Median']}
      >
        {times.weeks.map((w) => (
          <tr key={w.week}>
            <th scope="row">
              <time dateTime={w.week}>{weekLabel(w.week)}</time>
            </th>
            <td>{w.leads}</td>
            <td>{w.answered}</td>
            <td>{officeMinutes(w.median_minutes)}</td>
          </tr>
        ))}
      </Table>
      <Table caption="Median first response in office minutes per owner, last 12 weeks" head={['Owner', 'Leads', 'Answered', 'Median']}>
        {times.owners.map((o) => (
          <tr key={o.owner_id ?? 'none'}>
            <th scope="row">{o.owner}</th>
            <td>{o.leads}</td>
            <td>{o.answered}</td>
            <td>{officeMinutes(o.median_minutes)}</td>
          </tr>
        ))}
      </Table>
    </>
  );
}

function RevenueTable({ caption, first, rows }: { caption: string; first: string; rows: RevenueRows }) {
  return (
    <Table caption={caption} head={[first, 'Leads', 'Won', 'Revenue', 'Conversion']}>
      {rows.map((r) => (
        <tr key={r.key}>
          <th scope="row">{r.key}</th>
          <td>{r.leads}</td>
          <td>{r.won}</td>
          <td>{money.format(r.revenue_cents / 100)}</td>
          <td>{r.conversion}%</td>
        </tr>
      ))}
    </Table>
  );
}

const share = (value: number | null) => (value === null ? '-' : `${value}%`);

/** Minutes to a booking as people say them: "45 min", "3 h 5 min", "2 d 4 h". */
function bookingDelay(minutes: number | null): string {
  if (minutes === null || minutes < 1440) return officeMinutes(minutes);
  const hours = Math.floor((minutes % 1440) / 60);
  return `${Math.floor(minutes / 1440)} d${hours ? ` ${hours} h` : ''}`;
}

function BookingTable({ caption, first, rows, total }: { caption: string; first: string; rows: BookingRows; total?: BookingRows[number] }) {
  const head = [first, 'Leads', 'Booked', 'By homeowner', 'Outside office hours', 'Median to booking', 'No-show rate'];
  const line = (r: BookingRows[number], name: string) => (
    <tr key={name}>
      <th scope="row">{name}</th>
      <td>{r.leads}</td>
      <td>{r.booked}</td>
      <td>{share(r.by_homeowner_share)}</td>
      <td>{share(r.outside_hours_share)}</td>
      <td>{bookingDelay(r.median_minutes_to_booking)}</td>
      <td>{share(r.no_show_rate)}</td>
    </tr>
  );
  return (
    <Table caption={caption} head={head}>
      {total && line(total, 'All leads')}
      {rows.map((r) => line(r, r.key))}
    </Table>
  );
}

function BookingTables({ bookings, days }: { bookings: Bookings; days: number }) {
  return (
    <>
      <Table caption="Visits booked per week (Monday to Sunday, UTC), last 12 weeks" head={['Week of', 'Booked', 'By homeowner', 'Outside office hours']}>
        {bookings.weeks.map((w) => (
          <tr key={w.week}>
            <th scope="row">
              <time dateTime={w.week}>{weekLabel(w.week)}</time>
            </th>
            <td>{w.booked}</td>
            <td>{w.by_homeowner}</td>
            <td>{w.outside_hours}</td>
          </tr>
        ))}
      </Table>
      <BookingTable caption={`Booked inspections per source, last ${days} days`} first="Source" rows={bookings.by_source} total={bookings.total} />
      <BookingTable caption={`Booked inspections per landing page, last ${days} days`} first="Landing page" rows={bookings.by_landing_page} />
    </>
  );
}

/**
 * Speed to lead and money (docs/admin.md, "Outcomes and revenue per source"): how fast the office
 * answers, in office minutes, and which sources and landing pages become paid work.
 */
export function LeadPerformancePanel() {
  const [days, setDays] = useState<ChartPeriod>(90);
  const result = useQuery(leadPerformanceQuery, { variables: { days }, fetchPolicy: 'network-only' });
  const data = result.data ?? result.previousData;

  return (
    <section className="admin-panel" aria-labelledby="performance-heading">
      <div className="chart-panel__head">
        <h2 id="performance-heading">Response times and revenue</h2>
        <PeriodSelect label="Revenue period" days={days} onChange={setDays} />
      </div>
      <LoadState ready={Boolean(data)} loading={result.loading} error={result.error} loadingText="Loading...">
        {data ? (
          <div className="chart-grid">
            <ResponseTables times={data.leadResponseTimes} />
            <RevenueTable caption={`Leads, won jobs and revenue per source, last ${days} days`} first="Source" rows={data.leadRevenue.by_source} />
            <RevenueTable
              caption={`Leads, won jobs and revenue per landing page, last ${days} days`}
              first="Landing page"
              rows={data.leadRevenue.by_landing_page}
            />
            <BookingTables bookings={data.bookingFigures} days={days} />
          </div>
        ) : null}
      </LoadState>
    </section>
  );
}
