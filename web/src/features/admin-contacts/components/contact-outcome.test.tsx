import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeAdminSession } from '~/features/admin-kit/lib/admin-session';
import { fakeGraphql, graphqlError, renderAdmin } from '~/features/admin-kit/testing/render-admin';
import { lead } from '../testing/lead-fixtures';
import { ContactsPage } from './contacts-page';
import { dollarsToCents } from './contact-outcome';

let leads: ReturnType<typeof lead>[];

function network(extra: Parameters<typeof fakeGraphql>[0] = {}) {
  return fakeGraphql({
    contactPage: () => ({ data: { contactPage: { __typename: 'ContactPage', total: leads.length, page: 1, page_size: 20, items: leads } } }),
    ...extra,
  });
}

async function card(name: string) {
  return (await screen.findByRole('heading', { name })).closest('article') as HTMLElement;
}

beforeEach(() => storeAdminSession('token-1', 'admin'));

describe('dollarsToCents', () => {
  it('reads dollars as the office types them', () => {
    expect(dollarsToCents('12500')).toBe(1_250_000);
    expect(dollarsToCents('$12,500.50')).toBe(1_250_050);
    expect(dollarsToCents('0.1')).toBe(10);
    expect(dollarsToCents('12,50')).toBeNull();
    expect(dollarsToCents('ten')).toBeNull();
    expect(dollarsToCents('-5')).toBeNull();
  });
});

describe("a lead card's outcome", () => {
  it('sets won with the value typed in dollars (sent in cents), after asking for a missing value', async () => {
    const user = userEvent.setup();
    leads = [lead(3, 'Ann Lee')];
    const net = network({
      setContactOutcome: (v) => {
        const input = v.input as { outcome: string; job_value_cents: number };
        leads = [lead(3, 'Ann Lee', { outcome: 'won', job_value_cents: input.job_value_cents, outcome_at: '2026-11-26T15:00:00.000Z' })];
        return {
          data: {
            setContactOutcome: {
              __typename: 'ContactSubmission',
              id: 3,
              outcome: 'won',
              job_value_cents: input.job_value_cents,
              lost_reason: null,
              outcome_at: '2026-11-26T15:00:00.000Z',
            },
          },
        };
      },
    });
    renderAdmin(<ContactsPage />, { path: '/admin/contacts' });
    const ann = await card('Ann Lee');
    await user.selectOptions(within(ann).getByRole('combobox', { name: 'Outcome' }), 'won');
    await user.click(within(ann).getByRole('button', { name: 'Save outcome' }));
    expect(within(ann).getByRole('alert')).toHaveTextContent('Enter the job value in dollars');
    expect(within(ann).getByRole('textbox', { name: 'Job value (dollars)' })).toHaveAttribute('aria-invalid', 'true');
    expect(net.names()).not.toContain('setContactOutcome');
    await user.type(within(ann).getByRole('textbox', { name: 'Job value (dollars)' }), '12,500');
    await user.click(within(ann).getByRole('button', { name: 'Save outcome' }));
    expect(await screen.findByText('Outcome saved')).toBeInTheDocument();
    expect(net.sent.find((s) => s.operationName === 'setContactOutcome')!.variables).toEqual({
      id: 3,
      input: { outcome: 'won', job_value_cents: 1_250_000, lost_reason: null },
    });
    await waitFor(() => expect(within(ann).getByText('Won: $12,500.00')).toBeInTheDocument());
  });

  it('asks for a reason when lost, and shows the server refusing a field', async () => {
    const user = userEvent.setup();
    leads = [lead(4, 'Bo Chan')];
    network({
      setContactOutcome: () =>
        graphqlError('lost_reason: lost_reason is not allowed here', 'BAD_USER_INPUT', [{ field: 'lost_reason', message: 'Reason refused by the server' }]),
    });
    renderAdmin(<ContactsPage />, { path: '/admin/contacts' });
    const bo = await card('Bo Chan');
    await user.selectOptions(within(bo).getByRole('combobox', { name: 'Outcome' }), 'lost');
    await user.click(within(bo).getByRole('button', { name: 'Save outcome' }));
    expect(within(bo).getByRole('alert')).toHaveTextContent('Choose why the lead was lost');
    await user.selectOptions(within(bo).getByRole('combobox', { name: 'Reason' }), 'Went with another contractor');
    await user.click(within(bo).getByRole('button', { name: 'Save outcome' }));
    expect(await within(bo).findByText('Reason refused by the server')).toBeInTheDocument();
    expect(within(bo).getByRole('combobox', { name: 'Reason' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a possible spam lead with its badge; "Not spam" releases it', async () => {
    const user = userEvent.setup();
    leads = [
      lead(5, 'Quick Typist', { possible_spam: true, spam_reason: 'Sent less than 3 seconds after the form was shown', delivery_state: 'staff_notified' }),
    ];
    const released: number[] = [];
    network({
      markContactNotSpam: (v) => {
        released.push(v.id as number);
        leads = [lead(5, 'Quick Typist', { delivery_state: 'delivered' })];
        return { data: { markContactNotSpam: { __typename: 'ContactSubmission', id: 5, delivery_state: 'delivered' } } };
      },
    });
    renderAdmin(<ContactsPage />, { path: '/admin/contacts' });
    const quick = await card('Quick Typist');
    expect(within(quick).getByText('Possible spam')).toBeInTheDocument();
    expect(quick).toHaveTextContent('Sent less than 3 seconds after the form was shown. Staff were e-mailed');
    await user.click(within(quick).getByRole('button', { name: 'Not spam' }));
    expect(await screen.findByText('Not spam: the homeowner confirmation is on its way')).toBeInTheDocument();
    expect(released).toEqual([5]);
    await waitFor(() => expect(within(quick).queryByText('Possible spam')).not.toBeInTheDocument());
  });
});
