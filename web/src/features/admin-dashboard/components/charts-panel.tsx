import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import type { ChartPeriod } from '@northrock/core/browser';
import { LoadState } from '~/features/admin-kit/components/load-state';
import { leadChartsQuery, type LeadCharts } from '../api/lead-charts.query';
import { weekLabel } from '../lib/week-label';
import { PeriodSelect } from './period-select';

// recharts (~100 kB gzip) loads with the dashboard's charts only: its own chunk, never a public page.
const WeeklyLeadsChart = lazy(() => import('./lead-charts').then((m) => ({ default: m.WeeklyLeadsChart })));
const SourceChart = lazy(() => import('./lead-charts').then((m) => ({ default: m.SourceChart })));
const LandingChart = lazy(() => import('./lead-charts').then((m) => ({ default: m.LandingChart })));

/**
 * One chart: a heading, the drawing (an image with a label for assistive technology) and the
 * same numbers as a table behind "Show the table" (docs/admin.md, "Dashboard").
 */
function ChartFigure({ title, label, chart, table }: { title: string; label: string; chart: ReactNode; table: ReactNode }) {
  const headingId = useId();
  return (
    <section className="chart" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <div className="chart__plot" role="img" aria-label={label}>
        <Suspense fallback={<p className="admin-state">Loading chart...</p>}>{chart}</Suspense>
      </div>
      <details>
        <summary>Show the table</summary>
        <div className="table-wrap" role="region" aria-label={`${title}: table`} tabIndex={0}>
          {table}
        </div>
      </details>
    </section>
  );
}

function WeeklyTable({ data }: { data: LeadCharts['leadsPerWeek'] }) {
  return (
    <table className="admin-table">
      <caption>Leads per week (Monday to Sunday, UTC) by city, last 12 weeks</caption>
      <thead>
        <tr>
          <th scope="col">Week of</th>
          {data.cities.map((city) => (
            <th scope="col" key={city}>
              {city}
            </th>
          ))}
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {data.weeks.map((w) => (
          <tr key={w.week}>
            <th scope="row">
              <time dateTime={w.week}>{weekLabel(w.week)}</time>
            </th>
            {w.by_city.map((c) => (
              <td key={c.city}>{c.leads}</td>
            ))}
            <td>{w.total}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SourceTable({ data, days }: { data: LeadCharts['leadsBySource']; days: number }) {
  return (
    <table className="admin-table">
      <caption>Leads by source, last {days} days</caption>
      <thead>
        <tr>
          <th scope="col">Source</th>
          <th scope="col">Leads</th>
        </tr>
      </thead>
      <tbody>
        {data.map((r) => (
          <tr key={r.source}>
            <th scope="row">{r.source}</th>
            <td>{r.leads}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function LandingTable({ data, days }: { data: LeadCharts['landingConversions']; days: number }) {
  return (
    <table className="admin-table">
      <caption>Views, leads and conversion per landing page, last {days} days</caption>
      <thead>
        <tr>
          <th scope="col">Landing page</th>
          <th scope="col">Views</th>
          <th scope="col">Leads</th>
          <th scope="col">Leads per 100 views</th>
        </tr>
      </thead>
      <tbody>
        {data.map((r) => (
          <tr key={r.path}>
            <th scope="row">{r.path}</th>
            <td>{r.views}</td>
            <td>{r.leads}</td>
            <td>{r.conversion_rate ?? '-'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const total = (rows: readonly { leads: number }[]) => rows.reduce((sum, r) => sum + r.leads, 0);

/** The lead charts: per week and city (12 weeks), by source and by landing page (the chosen period). */
export function ChartsPanel() {
  const [days, setDays] = useState<ChartPeriod>(30);
  const charts = useQuery(leadChartsQuery, { variables: { days }, fetchPolicy: 'network-only' });
  const data = charts.data ?? charts.previousData;
  const weeks = data?.leadsPerWeek;

  return (
    <section className="admin-panel" aria-labelledby="charts-heading">
      <div className="chart-panel__head">
        <h2 id="charts-heading">Where leads come from</h2>
        <PeriodSelect label="Period" days={days} onChange={setDays} />
      </div>
      <LoadState ready={Boolean(data)} loading={charts.loading} error={charts.error} loadingText="Loading...">
        {data && weeks ? (
          <div className="chart-grid">
            <ChartFigure
              title="Leads per week by city"
              label={`Stacked bar chart: leads per week by city over the last 12 weeks, ${weeks.weeks.reduce((s, w) => s + w.total, 0)} in all. The table below has the numbers.`}
              chart={<WeeklyLeadsChart data={weeks} />}
              table={<WeeklyTable data={weeks} />}
            />
            <ChartFigure
              title="Leads by source"
              label={`Bar chart: leads by source over the last ${days} days, ${total(data.leadsBySource)} in all. The table below has the numbers.`}
              chart={<SourceChart data={data.leadsBySource} />}
              table={<SourceTable data={data.leadsBySource} days={days} />}
            />
            <ChartFigure
              title="Landing pages: views and leads"
              label={`Bar chart: views and leads per landing page over the last ${days} days. The table below has the numbers and the conversion rate.`}
              chart={<LandingChart data={data.landingConversions} />}
              table={<LandingTable data={data.landingConversions} days={days} />}
            />
          </div>
        ) : null}
      </LoadState>
    </section>
  );
}
