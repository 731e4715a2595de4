import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { accountInput } from '@northrock/core/browser';
import { useToast } from '~/components/ui/toast';
import { meQuery } from '~/features/admin-kit/api/me.query';
import { Badge } from '~/features/admin-kit/components/badge';
import { EntityForm } from '~/features/admin-kit/components/entity-form';
import { LoadState } from '~/features/admin-kit/components/load-state';
import { initialValues, type FieldSpec } from '~/features/admin-kit/lib/field-spec';
import { formatDateTime } from '~/features/admin-kit/lib/format';
import { isSessionEnded, serverDetail, serverFieldErrors } from '~/features/admin-kit/lib/server-error';
import { adminAccountsQuery } from '../api/accounts.query';
import { createAdminAccountMutation } from '../api/create-account.mutation';
import { setAdminAccountActiveMutation } from '../api/set-account-active.mutation';
import { AccountRoleForm, roleLabels } from './account-role-form';
import { AssignmentRules } from './assignment-rules';

const fields: FieldSpec[] = [
  { kind: 'text', name: 'username', label: 'Username', autoComplete: 'off', hint: 'Letters, digits, dots, hyphens and underscores' },
  {
    kind: 'text',
    name: 'temporary_password',
    label: 'Temporary Password',
    autoComplete: 'off',
    hint: 'At least 12 characters. Give it to your colleague: they must choose their own at their first sign-in.',
  },
  {
    kind: 'select',
    name: 'role',
    label: 'Role',
    options: Object.entries(roleLabels).map(([value, label]) => ({ value, label })),
    hint: 'Admin: everything. Estimator: only the leads assigned to them and unassigned ones.',
  },
  { kind: 'text', name: 'email', label: 'Email', type: 'email', autoComplete: 'off', hint: 'Optional: where reminders about their leads go.' },
];

/** Staff accounts: one login per person with a role, added with a temporary password, deactivated when they leave; who gets new leads. */
export function AccountsPage() {
  const toast = useToast();
  const [formKey, setFormKey] = useState(0);
  const query = useQuery(adminAccountsQuery, { fetchPolicy: 'network-only' });
  const me = useQuery(meQuery);
  const [create] = useMutation(createAdminAccountMutation);
  const [setActive] = useMutation(setAdminAccountActiveMutation);
  const accounts = query.data?.adminAccounts;

  async function toggle(account: { id: number; username: string; active: boolean }) {
    const active = !account.active;
    if (!active && !window.confirm(`Deactivate ${account.username}? They are signed out at once and cannot sign in again.`)) return;
    try {
      await setActive({ variables: { id: account.id, input: { active } } });
    } catch (err) {
      if (!isSessionEnded(err)) toast.error(serverDetail(err) ?? 'Failed to update the account');
      return;
    }
    toast.success(active ? `${account.username} can sign in again` : `${account.username} is deactivated`);
    await query.refetch().catch(() => undefined);
  }

  return (
    <div className="admin-settings">
      <section className="admin-panel" aria-labelledby="accounts-heading">
        <h2 id="accounts-heading">Staff Accounts</h2>
        <LoadState ready={Boolean(accounts)} loading={query.loading} error={query.error} loadingText="Loading accounts...">
          <div className="table-wrap" role="region" aria-labelledby="accounts-heading" tabIndex={0}>
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Username</th>
                  <th scope="col">Role and e-mail</th>
                  <th scope="col">Status</th>
                  <th scope="col">Last signed in</th>
                  <th scope="col">Two-factor</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {accounts?.map((a) => (
                  <tr key={a.id} data-account={a.username}>
                    <th scope="row">{a.username}</th>
                    <td>
                      <AccountRoleForm key={`${a.role} ${a.email ?? ''}`} account={a} onSaved={() => query.refetch().catch(() => undefined)} />
                    </td>
                    <td>
                      {a.active ? <Badge color="green">Active</Badge> : <Badge color="grey">Deactivated</Badge>}{' '}
                      {a.must_change_password ? <Badge color="amber">Temporary password</Badge> : null}
                    </td>
                    <td>{a.last_login_at ? formatDateTime(a.last_login_at) : 'Never'}</td>
                    <td>{a.mfa_enabled ? 'On' : 'Off'}</td>
                    <td>
                      {a.username === me.data?.me.username ? (
                        <span className="field__hint">You</span>
                      ) : (
                        <button type="button" className="btn btn-outline btn-sm" onClick={() => void toggle(a)}>
                          {a.active ? 'Deactivate' : 'Activate'}
                          <span className="visually-hidden"> {a.username}</span>
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </LoadState>
      </section>
      <section className="admin-panel" aria-labelledby="assignment-heading">
        <h2 id="assignment-heading">Lead Assignment</h2>
        <AssignmentRules accounts={accounts ?? []} />
      </section>
      <section className="admin-panel" aria-labelledby="add-account-heading">
        <h2 id="add-account-heading">Add Account</h2>
        <EntityForm
          key={formKey}
          schema={accountInput}
          fields={fields}
          initial={initialValues(accountInput, fields)}
          submitLabel="Add Account"
          onSubmit={async (input) => {
            try {
              await create({ variables: { input } });
            } catch (err) {
              if (!isSessionEnded(err)) toast.error(serverDetail(err) ?? 'Failed to add the account');
              return serverFieldErrors(err);
            }
            toast.success(`Account ${input.username} created successfully`);
            setFormKey((k) => k + 1);
            await query.refetch().catch(() => undefined);
          }}
        />
      </section>
    </div>
  );
}
