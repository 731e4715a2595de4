import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeAdminSession } from '~/features/admin-kit/lib/admin-session';
import { fakeGraphql, graphqlError, renderAdmin, type GraphqlAnswer } from '~/features/admin-kit/testing/render-admin';
import { OfficeHoursSettingsPanel } from './office-hours-settings';

const nineToFive = { __typename: 'OfficeDayHours', open: '09:00', close: '17:00' };
const settings = {
  __typename: 'OfficeHours',
  hours: {
    __typename: 'OfficeWeek',
    monday: nineToFive,
    tuesday: nineToFive,
    wednesday: nineToFive,
    thursday: nineToFive,
    friday: nineToFive,
    saturday: null,
    sunday: null,
  },
  time_zone: 'America/Toronto',
  holiday_regions: ['ON', 'MB'],
  chase_owner_minutes: 5,
  chase_admins_minutes: 30,
  followup_days: 3,
};

let saveAnswer: GraphqlAnswer;
const network = () =>
  fakeGraphql({
    officeHours: () => ({ data: { officeHours: settings } }),
    updateOfficeHours: () => saveAnswer,
  });

beforeEach(() => {
  storeAdminSession('t', 'admin');
  saveAnswer = { data: { updateOfficeHours: settings } };
});

const day = (name: string) => within(screen.getByRole('group', { name }));
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Office Hours' }));

describe('Office hours settings (docs/admin.md, "Office hours")', () => {
  it('loads the week, the time zone, the provinces and the thresholds', async () => {
    network();
    renderAdmin(<OfficeHoursSettingsPanel />);
    expect(screen.getByText('Loading office hours...')).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Save Office Hours' });
    expect(day('Monday').getByLabelText('Opens')).toHaveValue('09:00');
    expect(day('Friday').getByLabelText('Closes')).toHaveValue('17:00');
    expect(day('Saturday').getByLabelText('Closed')).toBeChecked();
    expect(day('Saturday').queryByLabelText('Opens')).toBeNull();
    expect(screen.getByLabelText('Time zone')).toHaveValue('America/Toronto');
    expect(screen.getByLabelText('Ontario (ON)')).toBeChecked();
    expect(screen.getByLabelText('Manitoba (MB)')).toBeChecked();
    expect(screen.getByLabelText(/owner after/)).toHaveValue(5);
    expect(screen.getByLabelText(/admins after/)).toHaveValue(30);
    expect(screen.getByLabelText(/no outcome after/)).toHaveValue(3);
  });

  it('checks with the server schema first: a day closing before it opens, a zone that is not one, a threshold of 0', async () => {
    const user = userEvent.setup();
    const net = network();
    renderAdmin(<OfficeHoursSettingsPanel />);
    await screen.findByRole('button', { name: 'Save Office Hours' });
    fireEvent.change(day('Monday').getByLabelText('Closes'), { target: { value: '08:00' } });
    await user.clear(screen.getByLabelText('Time zone'));
    await user.type(screen.getByLabelText('Time zone'), 'Mars/Olympus');
    await user.clear(screen.getByLabelText(/owner after/));
    await user.type(screen.getByLabelText(/owner after/), '0');
    await save();
    expect(day('Monday').getByLabelText('Closes')).toHaveAccessibleDescription('Monday closing must be after its opening');
    expect(screen.getByLabelText('Time zone')).toHaveAccessibleDescription(expect.stringContaining('Time zone must be an IANA time zone'));
    expect(screen.getByLabelText(/owner after/)).toHaveAccessibleDescription('Chase of the owner must be at least 1');
    expect(net.names()).not.toContain('updateOfficeHours');
  });

  it('saves a Saturday morning, Winnipeg time, Manitoba holidays only', async () => {
    const user = userEvent.setup();
    const net = network();
    renderAdmin(<OfficeHoursSettingsPanel />);
    await screen.findByRole('button', { name: 'Save Office Hours' });
    await user.click(day('Saturday').getByLabelText('Closed'));
    fireEvent.change(day('Saturday').getByLabelText('Opens'), { target: { value: '10:00' } });
    fireEvent.change(day('Saturday').getByLabelText('Closes'), { target: { value: '14:00' } });
    await user.click(day('Friday').getByLabelText('Closed'));
    await user.clear(screen.getByLabelText('Time zone'));
    await user.type(screen.getByLabelText('Time zone'), 'America/Winnipeg');
    await user.click(screen.getByLabelText('Ontario (ON)'));
    await user.clear(screen.getByLabelText(/admins after/));
    await user.type(screen.getByLabelText(/admins after/), '45');
    await save();
    expect(await screen.findByText('Office hours saved')).toBeInTheDocument();
    const hours = { open: '09:00', close: '17:00' };
    expect(net.sent.find((s) => s.operationName === 'updateOfficeHours')!.variables.input).toEqual({
      hours: { monday: hours, tuesday: hours, wednesday: hours, thursday: hours, friday: null, saturday: { open: '10:00', close: '14:00' }, sunday: null },
      time_zone: 'America/Winnipeg',
      holiday_regions: ['MB'],
      chase_owner_minutes: 5,
      chase_admins_minutes: 45,
      followup_days: 3,
    });
  });

  it("shows the server's refusal next to the field it names", async () => {
    const net = network();
    renderAdmin(<OfficeHoursSettingsPanel />);
    await screen.findByRole('button', { name: 'Save Office Hours' });
    saveAnswer = graphqlError(
      'hours.tuesday.close: Tuesday closing must be after its opening; followup_days: Follow-up reminder must be at most 7 days (a week)',
      'BAD_USER_INPUT',
      [
        { field: 'hours.tuesday.close', message: 'Tuesday closing must be after its opening' },
        { field: 'followup_days', message: 'Follow-up reminder must be at most 7 days (a week)' },
      ],
    );
    await save();
    expect(await screen.findByText(/^hours.tuesday.close: Tuesday closing/)).toBeInTheDocument();
    expect(day('Tuesday').getByLabelText('Closes')).toHaveAccessibleDescription('Tuesday closing must be after its opening');
    expect(screen.getByLabelText(/no outcome after/)).toHaveAccessibleDescription('Follow-up reminder must be at most 7 days (a week)');
    expect(net.names()).toContain('updateOfficeHours');
  });
});
