import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeAdminSession } from '~/features/admin-kit/lib/admin-session';
import { fakeGraphql, renderAdmin } from '~/features/admin-kit/testing/render-admin';
import { templateLabel, vitalValue } from '../lib/vital-format';
import { WebVitalsPanel } from './web-vitals-panel';

type Rating = 'good' | 'needs_improvement' | 'poor';
const metric = (name: string, p75: number | null, rating: Rating | null, samples = 10) => ({
  __typename: 'WebVitalSummary',
  metric: name,
  samples,
  p75,
  rating,
  good: 70,
  needs_improvement: 20,
  poor: 10,
});
const group = (over: Record<string, unknown>, metrics: ReturnType<typeof metric>[], failing: string[] = []) => ({
  __typename: 'WebVitalsGroup',
  template: null,
  language: null,
  connection: null,
  device: 'phone',
  views: 12,
  failing,
  metrics,
  ...over,
});
const slow = [
  metric('LCP', 3120, 'needs_improvement'),
  metric('INP', 96, 'good'),
  metric('CLS', 0.31, 'poor'),
  metric('FCP', 900, 'good'),
  metric('TTFB', null, null, 0),
];
const fast = [metric('LCP', 1200, 'good'), metric('INP', 40, 'good'), metric('CLS', 0, 'good'), metric('FCP', 700, 'good'), metric('TTFB', 210, 'good')];

const report = (pages: ReturnType<typeof group>[]) => ({
  data: {
    webVitals: {
      __typename: 'WebVitalsReport',
      days: 28,
      from: '2026-10-31',
      to: '2026-11-27',
      overall: pages.length ? [group({}, slow, ['LCP', 'CLS'])] : [],
      pages,
      connections: pages.length ? [group({ connection: '3g' }, slow)] : [],
    },
  },
});

beforeEach(() => storeAdminSession('t', 'admin'));

describe('Real-user speed panel', () => {
  it('lists the pages failing Google’s thresholds and each page’s 75th percentiles with their rating in words', async () => {
    fakeGraphql({
      webVitals: () =>
        report([
          group({ template: 'blog-post', language: 'fr', device: 'phone' }, slow, ['LCP', 'CLS']),
          group({ template: 'home', language: 'en', device: 'desktop', views: 5 }, fast),
        ]),
    });
    renderAdmin(<WebVitalsPanel />);
    const failing = await screen.findByRole('list', { name: "Pages failing Google's thresholds" });
    expect(
      within(failing)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Blog post, French, phoneLCP 3.1 s, CLS 0.31 (12 views)']);
    const pages = screen.getByRole('list', { name: 'Per page template, language and device' });
    expect(
      within(pages)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Blog postFrench · Phone · 12 viewsLCP 3.1 s (needs improvement)INP 96 ms (good)CLS 0.31 (poor)FCP 900 ms (good)',
      'HomeEnglish · Desktop · 5 viewsLCP 1.2 s (good)INP 40 ms (good)CLS 0.00 (good)FCP 700 ms (good)TTFB 210 ms (good)',
    ]);
    const phones = screen.getByRole('list', { name: 'All pages on phones (12 views)' });
    expect(
      within(phones)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'LCP3.1 s (needs improvement)70% good · 20% needs improvement · 10% poor',
      'INP96 ms (good)70% good · 20% needs improvement · 10% poor',
      'CLS0.31 (poor)70% good · 20% needs improvement · 10% poor',
      'FCP900 ms (good)70% good · 20% needs improvement · 10% poor',
      'TTFB-not measured',
    ]);
    const connections = screen.getByRole('list', { name: 'Per connection type (as the browser reports it)' });
    expect(within(connections).getByRole('listitem')).toHaveTextContent(/^3gPhone · 12 viewsLCP 3.1 s/);
    expect(screen.getByText(/met at LCP 2.5 s, INP 200 ms, CLS 0.10/)).toBeInTheDocument();
  });

  it('says so when nothing was measured yet, and when no page fails', async () => {
    fakeGraphql({ webVitals: () => report([]) });
    const { unmount } = renderAdmin(<WebVitalsPanel />);
    expect(await screen.findByText('No page views measured yet')).toBeInTheDocument();
    unmount();
    fakeGraphql({ webVitals: () => report([group({ template: 'contact', language: 'en' }, fast)]) });
    renderAdmin(<WebVitalsPanel />);
    expect(await screen.findByText('No page misses them at the 75th percentile.')).toBeInTheDocument();
  });

  it('reads values and templates as people do', () => {
    expect(vitalValue('LCP', 2499.6)).toBe('2.5 s');
    expect(vitalValue('INP', 199.4)).toBe('199 ms');
    expect(vitalValue('CLS', 0.00005)).toBe('0.00');
    expect(vitalValue('TTFB', null)).toBe('-');
    expect(templateLabel('service-areas')).toBe('Service areas');
    expect(templateLabel(null)).toBe('All pages');
  });
});
