import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeAdminSession } from '~/features/admin-kit/lib/admin-session';
import { fakeGraphql, graphqlError, renderAdmin, type GraphqlAnswer } from '~/features/admin-kit/testing/render-admin';
import { lead } from '../testing/lead-fixtures';
import { ContactsPage } from './contacts-page';

/** Owners on the Contacts screen (docs/admin.md, "Roles and owners"): the owner on each card, changing it, "My leads". */

let role: 'admin' | 'estimator';
let ownerAnswer: GraphqlAnswer;
const owners = [
  { __typename: 'LeadOwner', id: 1, username: 'admin', role: 'admin' },
  { __typename: 'LeadOwner', id: 7, username: 'marie', role: 'estimator' },
];

function network() {
  return fakeGraphql({
    contactPage: () => ({
      data: {
        contactPage: {
          __typename: 'ContactPage',
          total: 2,
          page: 1,
          page_size: 20,
          items: [lead(2, 'Bea Martin', { owner_id: 7, city: 'Winnipeg', address: '40 Provencher Blvd' }), lead(1, 'Al Stone')],
        },
      },
    }),
    leadOwners: () => ({ data: { leadOwners: owners } }),
    leadSources: () => ({ data: { leadsBySource: [] } }),
    setContactOwner: () => ownerAnswer,
    me: () => ({
      data: {
        me: {
          __typename: 'Me',
          username: 'marie',
          default_password: false,
          password_change_required: false,
          temporary_password: false,
          mfa_enabled: false,
          role,
        },
      },
    }),
  });
}

beforeEach(() => {
  storeAdminSession('token-1', 'marie');
  role = 'admin';
  ownerAnswer = { data: { setContactOwner: { __typename: 'ContactSubmission', id: 1, owner_id: 7 } } };
});

const ownerOf = (name: string) => within(screen.getByRole('article', { name })).getByRole('combobox', { name: /Owner/ });

describe('lead owners on the Contacts screen', () => {
  it("shows each lead's owner and changes it from the card, with its toasts", async () => {
    const user = userEvent.setup();
    const net = network();
    renderAdmin(<ContactsPage />, { path: '/admin/contacts' });
    await screen.findByText('Total: 2');
    await within(screen.getByRole('article', { name: 'Bea Martin' })).findByRole('option', { name: 'marie', selected: true });
    expect(ownerOf('Al Stone')).toHaveValue('');

    await user.selectOptions(ownerOf('Al Stone'), 'marie');
    expect(await screen.findByText('Assigned to marie')).toBeInTheDocument();
    expect(net.sent.find((s) => s.operationName === 'setContactOwner')?.variables).toEqual({ id: 1, input: { owner_id: 7 } });

    ownerAnswer = graphqlError('No active account with id 7', 'VALIDATION');
    await user.selectOptions(ownerOf('Bea Martin'), '');
    expect(await screen.findByText('No active account with id 7')).toBeInTheDocument();
  });

  it("gives a Winnipeg lead's time on the homeowner's clock beside the office's", async () => {
    network();
    renderAdmin(<ContactsPage />, { path: '/admin/contacts' });
    await screen.findByText('Total: 2');
    expect(screen.getByRole('article', { name: 'Bea Martin' })).toHaveTextContent(
      'Date: Fri Nov 20, 2026, 10:30 a.m. EST (Fri Nov 20, 2026, 9:30 a.m. CST for the homeowner)',
    );
    expect(screen.getByRole('article', { name: 'Al Stone' })).not.toHaveTextContent('for the homeowner');
  });

  it('filters "My leads", keeping it in the address', async () => {
    const user = userEvent.setup();
    const net = network();
    const { router } = renderAdmin(<ContactsPage />, { path: '/admin/contacts' });
    await screen.findByText('Total: 2');
    await user.selectOptions(screen.getByLabelText('Filter by owner'), 'My leads');
    expect(router.state.location.search).toBe('?owner=me');
    const last = net.sent.filter((s) => s.operationName === 'contactPage').at(-1)!;
    expect(last.variables.filter).toMatchObject({ owner: 'me' });
    expect(await within(screen.getByLabelText('Filter by owner')).findByRole('option', { name: 'marie' })).toBeInTheDocument();
  });

  it("hides from an estimator what only an admin may do: other people's filters, the queue dashboard, erasing, source counts", async () => {
    role = 'estimator';
    const net = network();
    renderAdmin(<ContactsPage />, { path: '/admin/contacts' });
    await screen.findByText('Total: 2');
    await screen.findByRole('option', { name: 'My leads and unassigned' });
    expect(screen.queryByRole('button', { name: 'Email queue' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Erase/ })).toBeNull();
    expect(within(screen.getByLabelText('Filter by owner')).queryByRole('option', { name: 'marie' })).toBeNull();
    expect(net.sent.some((s) => s.operationName === 'leadSources')).toBe(false);
  });
});
