import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_ENDED_EVENT, storeAdminSession } from '~/features/admin-kit/lib/admin-session';
import { fakeGraphql, graphqlError, renderAdmin } from '~/features/admin-kit/testing/render-admin';
import { Dashboard } from './dashboard';

const stats = { __typename: 'DashboardStats', services: 7, projects: 6, blog_posts: 2, new_contacts: 3, held_back_spam: 0, possible_spam: 0 };
const leads = {
  __typename: 'ContactPage',
  total: 1,
  items: [
    {
      __typename: 'ContactSubmission',
      id: 1,
      name: 'Ann Lee',
      subject: 'Cracked wall',
      city: 'Sudbury',
      status: 'new',
      created_at: '2026-11-20T15:30:00.000Z',
    },
  ],
};

const quiet: { __typename: string; undelivered: number; failed: number; oldest_received_at: string | null } = {
  __typename: 'DeliveryAlert',
  undelivered: 0,
  failed: 0,
  oldest_received_at: null,
};

beforeEach(() => storeAdminSession('t', 'admin'));

describe('Dashboard (docs/product.md §2.4)', () => {
  it('shows a welcome note, a loading state, then the four counts and the newest leads', async () => {
    fakeGraphql({
      dashboardStats: () => ({ data: { dashboardStats: stats } }),
      recentLeads: () => ({ data: { contactPage: leads } }),
      deliveryAlert: () => ({ data: { deliveryAlert: quiet } }),
    });
    renderAdmin(<Dashboard />);
    expect(screen.getByRole('heading', { name: /Welcome to the Northrock admin panel/ })).toBeInTheDocument();
    expect(screen.getAllByText('Loading...').length).toBeGreaterThan(0);
    for (const [label, value, href] of [
      ['Services', '7', '/admin/services'],
      ['Projects', '6', '/admin/projects'],
      ['Blog Posts', '2', '/admin/blog'],
      ['New Contacts', '3', '/admin/contacts?status=new'],
    ] as const) {
      const card = await screen.findByRole('link', { name: `${label} ${value}` });
      expect(card).toHaveAttribute('href', href);
    }
    const lead = screen.getByRole('link', { name: 'Ann Lee' }).closest('li')!;
    expect(within(lead).getByText('new')).toHaveAttribute('data-color', 'blue');
    expect(screen.getByRole('link', { name: 'View all contacts' })).toHaveAttribute('href', '/admin/contacts');
    expect(screen.queryByRole('alert', { name: /not reached staff/ })).toBeNull();
  });

  it('shows a red banner while leads have not reached staff, and "Retry now" queues them again', async () => {
    let alert: typeof quiet = { __typename: 'DeliveryAlert', undelivered: 3, failed: 2, oldest_received_at: '2026-11-20T15:30:00.000Z' };
    const api = fakeGraphql({
      dashboardStats: () => ({ data: { dashboardStats: stats } }),
      recentLeads: () => ({ data: { contactPage: leads } }),
      deliveryAlert: () => ({ data: { deliveryAlert: alert } }),
      retryUndeliveredLeads: () => {
        alert = quiet;
        return { data: { retryUndeliveredLeads: 3 } };
      },
    });
    renderAdmin(<Dashboard />);
    const banner = await screen.findByRole('alert', { name: '3 leads have not reached staff' });
    expect(within(banner).getByRole('heading', { name: '3 leads have not reached staff' })).toBeInTheDocument();
    expect(banner).toHaveTextContent('2 could not be e-mailed');
    fireEvent.click(within(banner).getByRole('button', { name: 'Retry now' }));
    expect(await screen.findByText('Retrying 3 lead(s) now')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('alert', { name: /not reached staff/ })).toBeNull());
    expect(api.names()).toContain('retryUndeliveredLeads');
  });

  it('ends the session when the server refuses the token (docs/product.md, Part 2)', async () => {
    const ended = vi.fn();
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    fakeGraphql({
      dashboardStats: () => graphqlError('Session ended', 'UNAUTHENTICATED'),
      recentLeads: () => graphqlError('Session ended', 'UNAUTHENTICATED'),
      deliveryAlert: () => graphqlError('Session ended', 'UNAUTHENTICATED'),
    });
    renderAdmin(<Dashboard />);
    await vi.waitFor(() => expect(ended).toHaveBeenCalled());
    expect(localStorage.getItem('admin_token')).toBeNull();
    expect(localStorage.getItem('admin_username')).toBeNull();
    window.removeEventListener(SESSION_ENDED_EVENT, ended);
  });
});

const charts = (days: number) => ({
  leadsPerWeek: {
    __typename: 'LeadWeeks',
    cities: ['Thunder Bay', 'Other'],
    weeks: ['2026-11-09', '2026-11-16'].map((week, i) => ({
      __typename: 'LeadWeek',
      week,
      total: i + 1,
      by_city: [
        { __typename: 'CityLeadCount', city: 'Thunder Bay', leads: i + 1 },
        { __typename: 'CityLeadCount', city: 'Other', leads: 0 },
      ],
    })),
  },
  leadsBySource: [
    { __typename: 'SourceCount', source: 'google', leads: days === 7 ? 1 : 4 },
    { __typename: 'SourceCount', source: 'direct', leads: 2 },
  ],
  landingConversions: [{ __typename: 'LandingConversion', path: '/', views: 80, leads: 4, conversion_rate: 5 }],
});

describe('Dashboard charts', () => {
  it('draw leads per week, by source and by landing page, each with its table; the period picker reloads them', async () => {
    const api = fakeGraphql({
      dashboardStats: () => ({ data: { dashboardStats: stats } }),
      recentLeads: () => ({ data: { contactPage: leads } }),
      deliveryAlert: () => ({ data: { deliveryAlert: quiet } }),
      pageViews: () => ({ data: { pageViews: [] } }),
      leadCharts: (v) => ({ data: charts(v.days as number) }),
    });
    renderAdmin(<Dashboard />);
    const panel = await screen.findByRole('region', { name: 'Where leads come from' });
    expect(within(panel).getByRole('img', { name: /leads per week by city over the last 12 weeks, 3 in all/ })).toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: /leads by source over the last 30 days, 6 in all/ })).toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: /views and leads per landing page over the last 30 days/ })).toBeInTheDocument();

    const weekly = within(panel).getByRole('table', { name: /Leads per week .* by city, last 12 weeks/, hidden: true });
    expect(
      within(weekly)
        .getAllByRole('columnheader', { hidden: true })
        .map((c) => c.textContent),
    ).toEqual(['Week of', 'Thunder Bay', 'Other', 'Total']);
    const [, first, second] = within(weekly).getAllByRole('row', { hidden: true });
    expect(first!.querySelector('time')).toHaveAttribute('datetime', '2026-11-09');
    expect([...first!.querySelectorAll('td')].map((c) => c.textContent)).toEqual(['1', '0', '1']);
    expect([...second!.querySelectorAll('td')].map((c) => c.textContent)).toEqual(['2', '0', '2']);
    const sources = within(panel).getByRole('table', { name: 'Leads by source, last 30 days', hidden: true });
    expect(within(sources).getByRole('row', { name: 'google 4', hidden: true })).toBeInTheDocument();
    const landing = within(panel).getByRole('table', { name: 'Views, leads and conversion per landing page, last 30 days', hidden: true });
    expect(within(landing).getByRole('row', { name: '/ 80 4 5', hidden: true })).toBeInTheDocument();

    fireEvent.change(within(panel).getByLabelText('Period'), { target: { value: '7' } });
    expect(await within(panel).findByRole('table', { name: 'Leads by source, last 7 days', hidden: true })).toHaveTextContent('google1');
    expect(api.sent.filter((s) => s.operationName === 'leadCharts').map((s) => s.variables)).toEqual([{ days: 30 }, { days: 7 }]);
  });
});
