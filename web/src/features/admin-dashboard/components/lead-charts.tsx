/**
 * The drawings of the dashboard charts (recharts). Loaded on its own chunk by charts-panel.tsx,
 * so the library reaches the admin's browser only with the Dashboard, and never a public page.
 * Each drawing is an image to assistive technology; its table (charts-panel.tsx) carries the numbers.
 */
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { LeadCharts } from '../api/lead-charts.query';
import { weekLabel } from '../lib/week-label';

/** Distinct on white and to colour-blind eyes (Okabe-Ito), then greys for "Other" / "Not given". */
const palette = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#D55E00', '#56B4E9', '#7a7a7a', '#b0b0b0'];

const plot = { top: 8, right: 8, bottom: 8, left: 0 };

/** Long paths keep their end (the page's own name) on the axis; the table has them whole. */
const shortPath = (path: string) => (path.length > 22 ? `…${path.slice(-21)}` : path);

export function WeeklyLeadsChart({ data }: { data: LeadCharts['leadsPerWeek'] }) {
  const rows = data.weeks.map((w) => ({ label: weekLabel(w.week), counts: w.by_city.map((c) => c.leads) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rows} margin={plot} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} />
        <YAxis allowDecimals={false} width={32} />
        <Tooltip />
        <Legend />
        {data.cities.map((city, i) => (
          <Bar
            key={city}
            name={city}
            dataKey={(row: (typeof rows)[number]) => row.counts[i]}
            stackId="week"
            fill={palette[i % palette.length]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

export function SourceChart({ data }: { data: LeadCharts['leadsBySource'] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data.slice(0, 10)} layout="vertical" margin={plot} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} />
        <YAxis type="category" dataKey="source" width={110} tick={{ fontSize: 12 }} />
        <Tooltip />
        <Bar dataKey="leads" name="Leads" fill={palette[0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function LandingChart({ data }: { data: LeadCharts['landingConversions'] }) {
  const rows = data.slice(0, 8);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rows} layout="vertical" margin={plot} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} />
        <YAxis type="category" dataKey="path" width={150} tick={{ fontSize: 12 }} tickFormatter={shortPath} />
        <Tooltip />
        <Legend />
        <Bar dataKey="views" name="Views" fill={palette[5]} isAnimationActive={false} />
        <Bar dataKey="leads" name="Leads" fill={palette[1]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
