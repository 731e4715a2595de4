import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeAdminSession } from '~/features/admin-kit/lib/admin-session';
import { fakeGraphql, renderAdmin } from '~/features/admin-kit/testing/render-admin';
import { LeadPerformancePanel, officeMinutes } from './lead-performance-panel';

const row = (key: string, leads: number, won: number, revenue_cents: number, conversion: number) => ({
  __typename: 'RevenueRow',
  key,
  leads,
  won,
  revenue_cents,
  conversion,
});
const booking = (key: string, leads: number, booked: number, self: number | null, after: number | null, median: number | null, noShow: number | null) => ({
  __typename: 'BookingRow',
  key,
  leads,
  booked,
  by_homeowner_share: self,
  outside_hours_share: after,
  median_minutes_to_booking: median,
  no_show_rate: noShow,
});
const answer = (days: number) => ({
  data: {
    leadResponseTimes: {
      __typename: 'ResponseTimes',
      weeks: [{ __typename: 'ResponseWeek', week: '2026-11-23', leads: 4, answered: 3, median_minutes: 30 }],
      owners: [
        { __typename: 'ResponseOwner', owner_id: 2, owner: 'alice', leads: 2, answered: 2, median_minutes: 17 },
        { __typename: 'ResponseOwner', owner_id: null, owner: 'Unassigned', leads: 2, answered: 1, median_minutes: 125 },
      ],
      shares: [5, 60, 1440].map((m, i) => ({ __typename: 'ResponseShare', within_minutes: m, answered: i + 1, decided: 5, share: (i + 1) * 20 })),
    },
    leadRevenue: {
      __typename: 'RevenueReport',
      by_source: days === 90 ? [row('google', 4, 2, 1_350_000, 50)] : [row('google', 1, 0, 0, 0)],
      by_landing_page: [row('/services/piers', 2, 2, 2_050_000, 100)],
    },
    bookingFigures: {
      __typename: 'BookingFigures',
      weeks: [{ __typename: 'BookingWeek', week: '2026-11-23', booked: 3, by_homeowner: 2, outside_hours: 1 }],
      total: booking('all', 4, 3, 66.7, 66.7, 120, 50),
      by_source: [booking('google', 2, 2, 50, 50, 3000, 100), booking('direct', 1, 0, null, null, null, null)],
      by_landing_page: [booking('/', 2, 2, 100, 100, 30, 0)],
    },
  },
});

beforeEach(() => storeAdminSession('t', 'admin'));

describe('Response times and revenue panel', () => {
  it('shows the shares, medians per week and owner, and revenue per source and page, each table with its caption', async () => {
    const user = userEvent.setup();
    const net = fakeGraphql({ leadPerformance: (v) => answer(v.days as number) });
    renderAdmin(<LeadPerformancePanel />);
    const shares = await screen.findByRole('table', { name: 'Leads answered within office time, last 12 weeks' });
    expect(within(shares).getByRole('row', { name: '5 minutes 20% 1 5' })).toBeInTheDocument();
    expect(within(shares).getByRole('row', { name: '24 hours 60% 3 5' })).toBeInTheDocument();
    const owners = screen.getByRole('table', { name: /per owner/ });
    expect(within(owners).getByRole('row', { name: 'Unassigned 2 1 2 h 5 min' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: /Median first response in office minutes per week/ })).getByRole('row', { name: 'Nov 23 4 3 30 min' }),
    ).toBeInTheDocument();
    const sources = screen.getByRole('table', { name: 'Leads, won jobs and revenue per source, last 90 days' });
    expect(within(sources).getByRole('row', { name: 'google 4 2 $13,500 50%' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: /revenue per landing page/ })).getByRole('row', { name: '/services/piers 2 2 $20,500 100%' }),
    ).toBeInTheDocument();
    const perWeek = screen.getByRole('table', { name: /Visits booked per week/ });
    expect(within(perWeek).getByRole('row', { name: 'Nov 23 3 2 1' })).toBeInTheDocument();
    const bookings = screen.getByRole('table', { name: 'Booked inspections per source, last 90 days' });
    expect(within(bookings).getByRole('row', { name: 'All leads 4 3 66.7% 66.7% 2 h 50%' })).toBeInTheDocument();
    expect(within(bookings).getByRole('row', { name: 'google 2 2 50% 50% 2 d 2 h 100%' })).toBeInTheDocument();
    expect(within(bookings).getByRole('row', { name: 'direct 1 0 - - - -' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: /Booked inspections per landing page/ })).getByRole('row', { name: '/ 2 2 100% 100% 30 min 0%' }),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Revenue period' }), '30');
    expect(await screen.findByRole('table', { name: 'Leads, won jobs and revenue per source, last 30 days' })).toBeInTheDocument();
    expect(net.sent.map((s) => s.variables.days)).toEqual([90, 30]);
  });

  it('says office minutes as people do', () => {
    expect(officeMinutes(null)).toBe('-');
    expect(officeMinutes(7)).toBe('7 min');
    expect(officeMinutes(120)).toBe('2 h');
    expect(officeMinutes(1505)).toBe('25 h 5 min');
  });
});
