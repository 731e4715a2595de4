import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeAdminSession } from '~/features/admin-kit/lib/admin-session';
import { meAnswer } from '~/features/admin-kit/testing/me-answer';
import { fakeGraphql, graphqlError, renderAdmin } from '~/features/admin-kit/testing/render-admin';
import { CalendarPage } from './calendar-page';

const visit = (id: string, start: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Visit',
  id,
  lead_id: 42,
  lead_name: 'Ruth Okafor',
  city: 'Winnipeg',
  estimator_id: 3,
  estimator_name: 'dana',
  start,
  end: new Date(new Date(start).getTime() + 3_600_000).toISOString(),
  status: 'booked',
  booked_by: 'homeowner',
  label: 'Tuesday, December 1, 9:00 a.m. CST',
  ...extra,
});

beforeEach(() => storeAdminSession('t', 'admin'));

describe('the calendar', () => {
  it('shows the week’s visits on the office’s clock, each linked to its lead card; moves one, and a refused time says why by the field', async () => {
    const user = userEvent.setup();
    let moved = 0;
    const net = fakeGraphql({
      me: () => meAnswer(),
      calendarEstimators: () => ({ data: { leadOwners: [{ __typename: 'LeadOwner', id: 3, username: 'dana', role: 'estimator' }] } }),
      adminVisits: () => ({
        data: { adminVisits: [visit('v1', '2026-12-01T15:00:00.000Z'), visit('v2', '2026-12-03T19:30:00.000Z', { status: 'done', booked_by: 'office' })] },
      }),
      moveVisit: () =>
        ++moved === 1
          ? graphqlError('Start is not on the slot grid', 'BAD_USER_INPUT', [{ field: 'start', message: 'Start must be on the 30-minute grid' }])
          : {
              data: {
                moveVisit: { __typename: 'Visit', id: 'v1', start: '2026-12-02T15:00:00.000Z', end: '2026-12-02T16:00:00.000Z', status: 'booked', label: 'x' },
              },
            },
    });
    renderAdmin(<CalendarPage />, { path: '/admin/calendar?view=week&date=2026-12-02' });
    const agenda = await screen.findByRole('list', { name: 'Visits' });
    const cards = within(agenda).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Tue, Dec 1');
    expect(cards[0]).toHaveTextContent('10:00 a.m.');
    expect(within(cards[0]!).getByRole('link', { name: 'Ruth Okafor' })).toHaveAttribute('href', '/admin/contacts?search=%2342');
    expect(cards[1]).toHaveTextContent('Done');
    expect(within(cards[1]!).queryByRole('button', { name: 'Cancel visit' })).toBeNull();
    expect(net.sent.find((s) => s.operationName === 'adminVisits')!.variables).toMatchObject({
      from: '2026-11-30T05:00:00.000Z',
      to: '2026-12-07T05:00:00.000Z',
      estimatorId: null,
    });

    await user.type(within(cards[0]!).getByLabelText('Move to'), '2026-12-02T10:07');
    await user.click(within(cards[0]!).getByRole('button', { name: 'Move' }));
    expect(await within(cards[0]!).findByText('Start must be on the 30-minute grid')).toBeInTheDocument();
    await user.clear(within(cards[0]!).getByLabelText('Move to'));
    await user.type(within(cards[0]!).getByLabelText('Move to'), '2026-12-02T10:00');
    await user.click(within(cards[0]!).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Visit moved')).toBeInTheDocument();
    expect(net.sent.filter((s) => s.operationName === 'moveVisit').map((s) => s.variables.id)).toEqual(['v1', 'v1']);
  });

  it('an estimator has no estimator picker (the server answers their own visits only)', async () => {
    storeAdminSession('t', 'marie');
    const net = fakeGraphql({ me: () => meAnswer({ role: 'estimator' }), adminVisits: () => ({ data: { adminVisits: [] } }) });
    renderAdmin(<CalendarPage />, { path: '/admin/calendar?view=day&date=2026-12-02' });
    expect(await screen.findByText('No visits these days.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Estimator')).toBeNull();
    expect(net.names()).not.toContain('calendarEstimators');
  });
});
