import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeAdminSession } from '~/features/admin-kit/lib/admin-session';
import { fakeGraphql, graphqlError, renderAdmin } from '~/features/admin-kit/testing/render-admin';
import { BookingSettingsPanel } from './booking-settings';

const settings = { __typename: 'BookingSettings', visit_minutes: 60, buffer_minutes: 30, notice_hours: null, horizon_days: 21, grid_minutes: 30 };

beforeEach(() => storeAdminSession('t', 'admin'));

describe('the booking settings', () => {
  it('shows the rules, saves them (an empty notice is the office’s next opening) and shows a refusal by its field', async () => {
    const user = userEvent.setup();
    let saves = 0;
    const net = fakeGraphql({
      bookingSettings: () => ({ data: { bookingSettings: settings } }),
      updateBookingSettings: (v) =>
        ++saves === 1
          ? graphqlError('Invalid', 'BAD_USER_INPUT', [{ field: 'grid_minutes', message: 'Slot grid step must divide a day evenly' }])
          : { data: { updateBookingSettings: { ...settings, ...(v.input as object) } } },
    });
    renderAdmin(<BookingSettingsPanel />);
    const grid = await screen.findByLabelText('Slot grid step (minutes)');
    expect(grid).toHaveValue(30);
    expect(screen.getByLabelText('Minimum notice (hours)')).toHaveValue(null);
    await user.clear(grid);
    await user.type(grid, '7');
    await user.click(screen.getByRole('button', { name: 'Save Booking Settings' }));
    expect(await screen.findByText('Slot grid step must divide a day evenly')).toBeInTheDocument();
    await user.clear(grid);
    await user.type(grid, '15');
    await user.click(screen.getByRole('button', { name: 'Save Booking Settings' }));
    expect(await screen.findByText('Booking settings saved')).toBeInTheDocument();
    expect(net.sent.filter((s) => s.operationName === 'updateBookingSettings').map((s) => s.variables.input)).toEqual([
      { visit_minutes: 60, buffer_minutes: 30, notice_hours: null, horizon_days: 21, grid_minutes: 7 },
      { visit_minutes: 60, buffer_minutes: 30, notice_hours: null, horizon_days: 21, grid_minutes: 15 },
    ]);
  });
});
