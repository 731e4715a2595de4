import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useToast } from '~/components/ui/toast';
import { isSessionEnded, serverDetail } from '~/features/admin-kit/lib/server-error';
import { updateAdminAccountMutation } from '../api/update-account.mutation';

export const roleLabels = { admin: 'Admin', estimator: 'Estimator' } as const;

/** An account's role and e-mail address, edited in its row of the Accounts table (the last active admin stays an admin: the server says so). */
export function AccountRoleForm({
  account,
  onSaved,
}: {
  account: { id: number; username: string; role: 'admin' | 'estimator'; email: string | null };
  onSaved(): Promise<unknown>;
}) {
  const toast = useToast();
  const [role, setRole] = useState(account.role);
  const [email, setEmail] = useState(account.email ?? '');
  const [update, { loading }] = useMutation(updateAdminAccountMutation);
  const changed = role !== account.role || email.trim() !== (account.email ?? '');

  async function save() {
    try {
      await update({ variables: { id: account.id, input: { role, email: email.trim() || null } } });
    } catch (err) {
      if (!isSessionEnded(err)) toast.error(serverDetail(err) ?? 'Failed to update the account');
      return;
    }
    toast.success(`${account.username} is saved`);
    await onSaved();
  }

  return (
    <form
      className="account-role-form"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <select aria-label={`Role of ${account.username}`} value={role} onChange={(e) => setRole(e.target.value as typeof role)}>
        {Object.entries(roleLabels).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>{' '}
      <input
        type="email"
        aria-label={`E-mail of ${account.username}`}
        placeholder="E-mail (optional)"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />{' '}
      <button type="submit" className="btn btn-outline btn-sm" disabled={loading || !changed}>
        Save<span className="visually-hidden"> {account.username}</span>
      </button>
    </form>
  );
}
