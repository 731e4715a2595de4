import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { coreVitals, vitalMetrics, vitalThresholds, type VitalMetric } from '@northrock/core/browser';
import { LoadState } from '~/features/admin-kit/components/load-state';
import { webVitalsQuery, type WebVitals } from '../api/web-vitals.query';
import { deviceLabel, ratingBadge, ratingLabel, templateLabel, vitalValue } from '../lib/vital-format';

type Group = WebVitals['pages'][number];
type Summary = Pick<Group['metrics'][number], 'metric' | 'p75' | 'rating'>;

const language = { en: 'English', fr: 'French' } as const;
const views = (n: number) => `${n} ${n === 1 ? 'view' : 'views'}`;

const metricOf = (group: { metrics: readonly Summary[] }, metric: VitalMetric) => group.metrics.find((m) => m.metric === metric);

/** A metric's 75th percentile with its rating: the colour for the eye, the word for everyone. */
function Value({ summary, named }: { summary: Summary | undefined; named?: boolean }) {
  if (!summary || summary.p75 === null || !summary.rating) return named ? null : <>-</>;
  return (
    <span className={`admin-badge admin-badge--${ratingBadge[summary.rating]}`}>
      {named ? `${summary.metric} ` : ''}
      {vitalValue(summary.metric, summary.p75)} <span className="visually-hidden">({ratingLabel[summary.rating]})</span>
    </span>
  );
}

/** A list under its heading, named by it; rows wrap on a phone instead of scrolling sideways. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <>
      <h3 id={id}>{title}</h3>
      <ul className="admin-list vitals-list" aria-labelledby={id}>
        {children}
      </ul>
    </>
  );
}

const where = (g: Group) => `${templateLabel(g.template)}, ${language[g.language ?? 'en']}, ${deviceLabel[g.device].toLowerCase()}`;

function Failing({ pages }: { pages: Group[] }) {
  const failing = pages.filter((p) => p.failing.length);
  if (!failing.length) {
    return (
      <>
        <h3>Pages failing Google&apos;s thresholds</h3>
        <p>No page misses them at the 75th percentile.</p>
      </>
    );
  }
  return (
    <Section id="vitals-failing" title="Pages failing Google's thresholds">
      {failing.map((p) => (
        <li key={where(p)} className="vitals-row">
          <strong>{where(p)}</strong>
          <span>
            {p.failing.map((metric) => `${metric} ${vitalValue(metric, metricOf(p, metric)?.p75 ?? null)}`).join(', ')} ({views(p.views)})
          </span>
        </li>
      ))}
    </Section>
  );
}

/** All pages on one device class: each metric's 75th percentile and the good / needs improvement / poor shares. */
function Overall({ group }: { group: WebVitals['overall'][number] }) {
  return (
    <Section id={`vitals-${group.device}`} title={`All pages on ${group.device === 'phone' ? 'phones' : 'desktops'} (${views(group.views)})`}>
      {group.metrics.map((m) => (
        <li key={m.metric} className="vitals-row">
          <strong>{m.metric}</strong>
          <Value summary={m} />
          <span className="vitals-row__meta">
            {m.samples ? `${m.good}% good · ${m.needs_improvement}% needs improvement · ${m.poor}% poor` : 'not measured'}
          </span>
        </li>
      ))}
    </Section>
  );
}

function Badges({ group, metrics }: { group: { metrics: readonly Summary[] }; metrics: readonly VitalMetric[] }) {
  return (
    <span className="vitals-row__meta">
      {metrics.map((metric) => (
        <Value key={metric} summary={metricOf(group, metric)} named />
      ))}
    </span>
  );
}

const goal = coreVitals.map((m) => `${m} ${vitalValue(m, vitalThresholds[m][0])}`).join(', ');

/**
 * Real-user speed (docs/admin.md, "Real-user vitals"): what visitors' own phones and computers
 * measured over the last 28 days, per page template, language and device, and the pages that
 * miss Google's Core Web Vitals thresholds.
 */
export function WebVitalsPanel() {
  const result = useQuery(webVitalsQuery, { fetchPolicy: 'network-only' });
  const report = result.data?.webVitals;

  return (
    <section className="admin-panel" aria-labelledby="vitals-heading">
      <h2 id="vitals-heading">Real-user speed, last 28 days</h2>
      <LoadState ready={Boolean(report)} loading={result.loading} error={result.error} loadingText="Loading...">
        {report?.overall.length ? (
          <>
            <p>
              Measured in visitors&apos; browsers from {report.from} to {report.to}, without cookies or visitor data. The 75th percentile: three page views in
              four were at least this fast. Google&apos;s Core Web Vitals are met at {goal}.
            </p>
            <Failing pages={report.pages} />
            {report.overall.map((g) => (
              <Overall key={g.device} group={g} />
            ))}
            <Section id="vitals-pages" title="Per page template, language and device">
              {report.pages.map((p) => (
                <li key={where(p)} className="vitals-row">
                  <strong>{templateLabel(p.template)}</strong>
                  <span>
                    {language[p.language ?? 'en']} · {deviceLabel[p.device]} · {views(p.views)}
                  </span>
                  <Badges group={p} metrics={vitalMetrics} />
                </li>
              ))}
            </Section>
            <Section id="vitals-connections" title="Per connection type (as the browser reports it)">
              {report.connections.map((g) => (
                <li key={`${g.connection}-${g.device}`} className="vitals-row">
                  <strong>{g.connection}</strong>
                  <span>
                    {deviceLabel[g.device]} · {views(g.views)}
                  </span>
                  <Badges group={g} metrics={vitalMetrics} />
                </li>
              ))}
            </Section>
          </>
        ) : (
          <p className="admin-state">No page views measured yet</p>
        )}
      </LoadState>
    </section>
  );
}
