import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeAdminSession } from '~/features/admin-kit/lib/admin-session';
import { fakeGraphql, graphqlError, renderAdmin, type GraphqlAnswer } from '~/features/admin-kit/testing/render-admin';
import { AccountsPage } from './accounts-page';
import { meAnswer } from '~/features/admin-kit/testing/me-answer';

/** The Accounts screen's roles, e-mail addresses and lead assignment rules (docs/admin.md, "Roles and owners"). */

const account = (id: number, username: string, role: 'admin' | 'estimator', email: string | null = null) => ({
  __typename: 'AdminAccount',
  id,
  username,
  role,
  email,
  active: true,
  must_change_password: false,
  mfa_enabled: false,
  last_login_at: null,
  created_at: '2026-11-20T15:30:00.000Z',
});

let updateAnswer: GraphqlAnswer;
let rules: { __typename: string; id: number; city: string; owner_id: number }[];

function network() {
  return fakeGraphql({
    adminAccounts: () => ({ data: { adminAccounts: [account(1, 'admin', 'admin'), account(7, 'marie', 'estimator', 'marie@example.com')] } }),
    me: () => meAnswer(),
    createAdminAccount: () => ({ data: { createAdminAccount: { __typename: 'AdminAccount', id: 9 } } }),
    updateAdminAccount: () => updateAnswer,
    leadAssignmentRules: () => ({ data: { leadAssignmentRules: rules } }),
    saveLeadAssignmentRule: () => ({ data: { saveLeadAssignmentRule: { __typename: 'LeadAssignmentRule', id: 3 } } }),
    deleteLeadAssignmentRule: () => ({ data: { deleteLeadAssignmentRule: 2 } }),
  });
}

beforeEach(() => {
  storeAdminSession('t', 'admin');
  updateAnswer = { data: { updateAdminAccount: { __typename: 'AdminAccount', id: 1, role: 'estimator', email: null } } };
  rules = [{ __typename: 'LeadAssignmentRule', id: 2, city: 'Thunder Bay', owner_id: 7 }];
});

describe('Accounts: roles and e-mail', () => {
  it('adds an estimator with an e-mail address', async () => {
    const user = userEvent.setup();
    const net = network();
    renderAdmin(<AccountsPage />, { path: '/admin/accounts' });
    await screen.findByRole('row', { name: /marie/ });
    expect(screen.getByLabelText('Role of marie')).toHaveValue('estimator');
    expect(screen.getByLabelText('E-mail of marie')).toHaveValue('marie@example.com');

    const form = within(screen.getByRole('button', { name: 'Add Account' }).closest('form')!);
    await user.type(form.getByLabelText(/^Username/), 'paul.b');
    await user.type(form.getByLabelText(/^Temporary Password/), 'temporary-pass-2026');
    await user.selectOptions(form.getByLabelText(/^Role/), 'Estimator');
    await user.type(form.getByLabelText(/^Email/), 'paul@example.com');
    await user.click(screen.getByRole('button', { name: 'Add Account' }));
    expect(await screen.findByText('Account paul.b created successfully')).toBeInTheDocument();
    expect(net.sent.find((s) => s.operationName === 'createAdminAccount')?.variables).toEqual({
      input: { username: 'paul.b', temporary_password: 'temporary-pass-2026', role: 'estimator', email: 'paul@example.com' },
    });
  }, 20_000);

  it("changes an account's role, and says why the last admin cannot be demoted", async () => {
    const user = userEvent.setup();
    const net = network();
    renderAdmin(<AccountsPage />, { path: '/admin/accounts' });
    const row = within((await screen.findByLabelText('Role of admin')).closest('form')!);
    updateAnswer = graphqlError('The last active admin must stay an active admin', 'CONFLICT');
    await user.selectOptions(row.getByLabelText('Role of admin'), 'Estimator');
    await user.click(row.getByRole('button', { name: /^Save ?admin$/ }));
    expect(await screen.findByText('The last active admin must stay an active admin')).toBeInTheDocument();
    expect(net.sent.find((s) => s.operationName === 'updateAdminAccount')?.variables).toEqual({ id: 1, input: { role: 'estimator', email: null } });
  });
});

describe('Accounts: lead assignment rules', () => {
  it('lists the rules by account name, adds one and removes one', async () => {
    const user = userEvent.setup();
    const net = network();
    renderAdmin(<AccountsPage />, { path: '/admin/accounts' });
    expect(await screen.findByText(/Thunder Bay → marie/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('City'), 'Kenora');
    await user.selectOptions(screen.getByLabelText('Goes to'), 'marie');
    await user.click(screen.getByRole('button', { name: 'Save Rule' }));
    expect(await screen.findByText('New leads from Kenora go to marie')).toBeInTheDocument();
    expect(net.sent.find((s) => s.operationName === 'saveLeadAssignmentRule')?.variables).toEqual({ input: { city: 'Kenora', owner_id: 7 } });

    await user.click(screen.getByRole('button', { name: /^Remove ?the rule for Thunder Bay$/ }));
    expect(await screen.findByText('Rule for Thunder Bay removed')).toBeInTheDocument();
    expect(net.sent.find((s) => s.operationName === 'deleteLeadAssignmentRule')?.variables).toEqual({ id: 2 });
  });
});
