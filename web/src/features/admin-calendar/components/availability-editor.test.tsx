import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeAdminSession } from '~/features/admin-kit/lib/admin-session';
import { fakeGraphql, graphqlError, renderAdmin } from '~/features/admin-kit/testing/render-admin';
import { AvailabilityEditor, MyAvailability } from './availability-editor';
import { parseDated, parseRanges } from './availability-form';

beforeEach(() => storeAdminSession('t', 'admin'));

const nine = { __typename: 'OfficeDayHours', open: '09:00', close: '17:00' };

describe('the text an admin types for hours', () => {
  it('reads ranges and dates, and passes what does not read as typed (the server names it)', () => {
    expect(parseRanges('08:00-12:00, 13:00 - 17:00')).toEqual([
      { open: '08:00', close: '12:00' },
      { open: '13:00', close: '17:00' },
    ]);
    expect(parseRanges('')).toEqual([]);
    expect(parseRanges('noon')).toEqual([{ open: 'noon', close: '' }]);
    expect(parseDated('2026-12-24\n\n 2026-12-31 13:00-17:00 ')).toEqual([
      { date: '2026-12-24' },
      { date: '2026-12-31', hours: { open: '13:00', close: '17:00' } },
    ]);
  });
});

describe("an estimator's availability", () => {
  it('starts from the office hours, saves own hours, towns and days off, and shows a refusal by its field', async () => {
    const user = userEvent.setup();
    let saves = 0;
    const net = fakeGraphql({
      estimatorAvailability: () => ({ data: { estimatorAvailability: null } }),
      updateEstimatorAvailability: () =>
        ++saves === 1
          ? graphqlError('Invalid', 'BAD_USER_INPUT', [
              { field: 'weekly_hours.monday.0.close', message: 'Monday hours 17:00 to 09:00 must close after it opens' },
            ])
          : {
              data: {
                updateEstimatorAvailability: {
                  __typename: 'EstimatorAvailability',
                  admin_id: 7,
                  bookable: true,
                  cities: ['Sudbury'],
                  time_zone: null,
                  holiday_regions: null,
                  weekly_hours: null,
                  days_off: [],
                  extra_hours: [{ __typename: 'ExtraHours', date: '2026-12-05', hours: nine }],
                },
              },
            },
    });
    renderAdmin(<AvailabilityEditor adminId={7} name="luc" />);
    const towns = await screen.findByLabelText('Towns served');
    await user.type(towns, 'Sudbury');
    await user.click(screen.getByLabelText('Weekly hours: the office hours'));
    await user.type(screen.getByLabelText('Monday hours'), '17:00-09:00');
    await user.type(screen.getByLabelText('Days off'), '2026-12-24');
    await user.click(screen.getByRole('button', { name: 'Save Availability' }));
    expect(await screen.findByText('Monday hours 17:00 to 09:00 must close after it opens')).toBeInTheDocument();
    expect(screen.getByLabelText('Monday hours')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByLabelText('Monday hours'));
    await user.type(screen.getByLabelText('Monday hours'), '09:00-17:00');
    await user.click(screen.getByRole('button', { name: 'Save Availability' }));
    expect(await screen.findByText('Availability of luc saved')).toBeInTheDocument();
    const sent = net.sent.filter((s) => s.operationName === 'updateEstimatorAvailability').map((s) => s.variables);
    expect(sent[1]).toEqual({
      adminId: 7,
      input: {
        bookable: true,
        cities: ['Sudbury'],
        weekly_hours: { monday: [{ open: '09:00', close: '17:00' }], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] },
        days_off: [{ date: '2026-12-24' }],
        extra_hours: [],
      },
    });
  });
});

describe("an estimator's own availability", () => {
  const mine = {
    __typename: 'EstimatorAvailability',
    admin_id: 9,
    bookable: true,
    cities: ['Thunder Bay', 'Kakabeka Falls'],
    time_zone: null,
    holiday_regions: null,
    weekly_hours: null,
    days_off: [],
    extra_hours: [],
  };

  it('shows the towns and clock the office set, and saves the estimator’s hours and days off only', async () => {
    const user = userEvent.setup();
    const net = fakeGraphql({
      myAvailability: () => ({ data: { myAvailability: mine } }),
      updateMyAvailability: () => ({ data: { updateMyAvailability: { ...mine, days_off: [{ __typename: 'DayOff', date: '2026-12-24', hours: null }] } } }),
    });
    renderAdmin(<MyAvailability />);
    expect(await screen.findByText('Thunder Bay, Kakabeka Falls')).toBeInTheDocument();
    expect(screen.getByText('From the towns')).toBeInTheDocument();
    // The office's part is read, not edited.
    expect(screen.queryByLabelText('Towns served')).toBeNull();
    expect(screen.queryByLabelText(/Bookable online/)).toBeNull();
    await user.click(screen.getByLabelText('Weekly hours: the office hours'));
    await user.type(screen.getByLabelText('Friday hours'), '08:00-12:00');
    await user.type(screen.getByLabelText('Days off'), '2026-12-24');
    await user.click(screen.getByRole('button', { name: 'Save Availability' }));
    expect(await screen.findByText('Your availability is saved')).toBeInTheDocument();
    const sent = net.sent.filter((s) => s.operationName === 'updateMyAvailability').map((s) => s.variables);
    expect(sent).toEqual([
      {
        input: {
          weekly_hours: { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [{ open: '08:00', close: '12:00' }], saturday: [], sunday: [] },
          days_off: [{ date: '2026-12-24' }],
          extra_hours: [],
        },
      },
    ]);
  });

  it('says so while the office has not set it up', async () => {
    fakeGraphql({ myAvailability: () => ({ data: { myAvailability: null } }) });
    renderAdmin(<MyAvailability />);
    expect(await screen.findByText(/The office has not set up your availability yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Availability' })).toBeNull();
  });
});
