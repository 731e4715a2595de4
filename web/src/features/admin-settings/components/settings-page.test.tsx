import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeAdminSession } from '~/features/admin-kit/lib/admin-session';
import { fakeGraphql, graphqlError, renderAdmin, type GraphqlAnswer } from '~/features/admin-kit/testing/render-admin';
import { SettingsPage } from './settings-page';
import { meAnswer } from '~/features/admin-kit/testing/me-answer';

const settings = {
  __typename: 'SiteSettings',
  company_name: 'Northrock Foundation & Waterproofing',
  tagline: 'Built for the North',
  description: 'Family-run.',
  tagline_fr: null,
  description_fr: null,
  phone: '1-888-555-0137',
  email: 'info@northrock.example',
  address: 'Thunder Bay, Ontario',
  address_fr: null,
  logo: '/brand/northrock-logo.svg',
};

let saveAnswer: GraphqlAnswer;
let passwordAnswer: GraphqlAnswer;

function network() {
  return fakeGraphql({
    adminSiteSettings: () => ({ data: { adminSiteSettings: settings } }),
    officeHours: () => ({
      data: {
        officeHours: {
          __typename: 'OfficeHours',
          hours: { __typename: 'OfficeWeek', monday: null, tuesday: null, wednesday: null, thursday: null, friday: null, saturday: null, sunday: null },
          time_zone: 'America/Toronto',
          holiday_regions: [],
          chase_owner_minutes: 5,
          chase_admins_minutes: 30,
          followup_days: 3,
        },
      },
    }),
    updateSiteSettings: () => saveAnswer,
    changePassword: () => passwordAnswer,
    me: () => meAnswer(),
  });
}

beforeEach(() => {
  storeAdminSession('t', 'admin');
  saveAnswer = { data: { updateSiteSettings: { __typename: 'SiteSettings', company_name: 'x' } } };
  passwordAnswer = { data: { changePassword: true } };
});

const settingsForm = () => screen.getByRole('button', { name: 'Save Settings' }).closest('form')!;

describe('Site Settings (docs/product.md §2.4)', () => {
  it('loads the seven fields with a logo preview', async () => {
    network();
    renderAdmin(<SettingsPage />);
    expect(screen.getByText('Loading settings...')).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Save Settings' });
    const form = within(settingsForm());
    expect(form.getByLabelText('Company Name')).toHaveValue(settings.company_name);
    expect(form.getByLabelText('Tagline')).toHaveValue(settings.tagline);
    expect(form.getByLabelText('Description')).toHaveAttribute('rows', '3');
    expect(form.getByLabelText('Phone')).toHaveValue(settings.phone);
    expect(form.getByLabelText('Email')).toHaveValue(settings.email);
    expect(form.getByLabelText('Address / Service Area')).toHaveValue(settings.address);
    expect(form.getByLabelText('Logo URL')).toHaveValue(settings.logo);
    expect(form.getByRole('img', { name: 'Preview of Logo URL' })).toHaveAttribute('src', settings.logo);
  });

  it('requires every field and a valid email, then saves with its toasts', async () => {
    const user = userEvent.setup();
    const net = network();
    renderAdmin(<SettingsPage />);
    await screen.findByRole('button', { name: 'Save Settings' });
    const form = within(settingsForm());
    await user.clear(form.getByLabelText('Tagline'));
    await user.clear(form.getByLabelText('Email'));
    await user.type(form.getByLabelText('Email'), 'not-an-email');
    await user.click(form.getByRole('button', { name: 'Save Settings' }));
    expect(form.getByLabelText('Tagline')).toHaveAccessibleDescription('Tagline is required');
    expect(form.getByLabelText('Email')).toHaveAccessibleDescription('Email must be a valid email address');
    expect(net.names()).not.toContain('updateSiteSettings');

    await user.type(form.getByLabelText('Tagline'), 'New tagline');
    await user.clear(form.getByLabelText('Email'));
    await user.type(form.getByLabelText('Email'), 'office@northrock.example');
    await user.click(form.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings updated successfully')).toBeInTheDocument();
    expect(net.sent.find((s) => s.operationName === 'updateSiteSettings')!.variables.input).toEqual({
      ...Object.fromEntries(Object.entries(settings).filter(([k]) => k !== '__typename')),
      tagline: 'New tagline',
      email: 'office@northrock.example',
    });

    saveAnswer = graphqlError('phone: Phone must be a phone number', 'BAD_USER_INPUT', [{ field: 'phone', message: 'Phone must be a phone number' }]);
    await user.click(form.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('phone: Phone must be a phone number')).toBeInTheDocument();
    expect(form.getByLabelText('Phone')).toHaveAccessibleDescription('Phone must be a phone number');

    vi.mocked(fetch).mockImplementationOnce(async () => new Response('down', { status: 503 }));
    await user.click(form.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Failed to update settings')).toBeInTheDocument();
  });

  it('changes the password: current one, a new one of 12+ characters, typed twice', async () => {
    const user = userEvent.setup();
    const net = network();
    renderAdmin(<SettingsPage />);
    const form = within(screen.getByRole('button', { name: 'Change Password' }).closest('form')!);
    await user.type(form.getByLabelText('New Password'), 'short');
    await user.click(form.getByRole('button', { name: 'Change Password' }));
    expect(form.getByLabelText('Current Password')).toHaveAccessibleDescription('Current password is required');
    expect(form.getByLabelText('New Password')).toHaveAccessibleDescription(expect.stringContaining('New password must be at least 12 characters'));

    await user.type(form.getByLabelText('Current Password'), 'northrock-admin');
    await user.clear(form.getByLabelText('New Password'));
    await user.type(form.getByLabelText('New Password'), 'a-much-longer-secret');
    await user.type(form.getByLabelText('Confirm New Password'), 'a-much-longer-secreT');
    await user.click(form.getByRole('button', { name: 'Change Password' }));
    expect(form.getByLabelText('Confirm New Password')).toHaveAccessibleDescription('Passwords do not match');

    await user.clear(form.getByLabelText('Confirm New Password'));
    await user.type(form.getByLabelText('Confirm New Password'), 'a-much-longer-secret');
    await user.click(form.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(net.sent.find((s) => s.operationName === 'changePassword')!.variables).toEqual({
      input: { current_password: 'northrock-admin', new_password: 'a-much-longer-secret' },
    });
  });
});
