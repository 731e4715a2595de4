import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useToast } from '~/components/ui/toast';
import { LoadState } from '~/features/admin-kit/components/load-state';
import { isSessionEnded, serverDetail } from '~/features/admin-kit/lib/server-error';
import { deleteLeadAssignmentRuleMutation } from '../api/delete-lead-assignment-rule.mutation';
import { leadAssignmentRulesQuery } from '../api/lead-assignment-rules.query';
import { saveLeadAssignmentRuleMutation } from '../api/save-lead-assignment-rule.mutation';

/**
 * Who gets a new lead (docs/admin.md, "Roles and owners"): a city's leads go to the account of its
 * rule; other cities go round-robin among active estimators, else stay unassigned.
 */
export function AssignmentRules({ accounts }: { accounts: readonly { id: number; username: string; active: boolean }[] }) {
  const toast = useToast();
  const query = useQuery(leadAssignmentRulesQuery, { fetchPolicy: 'network-only' });
  const [save, { loading: saving }] = useMutation(saveLeadAssignmentRuleMutation);
  const [remove] = useMutation(deleteLeadAssignmentRuleMutation);
  const [city, setCity] = useState('');
  const active = accounts.filter((a) => a.active);
  const [owner, setOwner] = useState('');
  const rules = query.data?.leadAssignmentRules;
  const nameOf = (id: number) => accounts.find((a) => a.id === id)?.username ?? `account ${id}`;

  async function run(action: () => Promise<unknown>, done: string, failed: string) {
    try {
      await action();
    } catch (err) {
      if (!isSessionEnded(err)) toast.error(serverDetail(err) ?? failed);
      return false;
    }
    toast.success(done);
    await query.refetch().catch(() => undefined);
    return true;
  }

  async function add() {
    const owner_id = Number(owner || active[0]?.id);
    if (
      await run(() => save({ variables: { input: { city, owner_id } } }), `New leads from ${city.trim()} go to ${nameOf(owner_id)}`, 'Failed to save the rule')
    )
      setCity('');
  }

  return (
    <>
      <p className="field__hint">
        A new lead from a city below goes to its account. Leads from other cities go in turn to the active estimators (the one who has waited longest for a new
        lead first); with no estimator, they stay unassigned. Anyone can change a lead&apos;s owner from its card.
      </p>
      <LoadState ready={Boolean(rules)} loading={query.loading} error={query.error} loadingText="Loading rules...">
        {rules?.length ? (
          <ul className="admin-list">
            {rules.map((r) => (
              <li key={r.id}>
                {r.city} &rarr; {nameOf(r.owner_id)}{' '}
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  onClick={() => void run(() => remove({ variables: { id: r.id } }), `Rule for ${r.city} removed`, 'Failed to remove the rule')}
                >
                  Remove<span className="visually-hidden"> the rule for {r.city}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="admin-state">No rules: every new lead goes round-robin.</p>
        )}
      </LoadState>
      <form
        className="assignment-rule-form"
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <div className="field">
          <label htmlFor="rule-city">City</label>
          <input id="rule-city" value={city} required maxLength={120} onChange={(e) => setCity(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="rule-owner">Goes to</label>
          <select id="rule-owner" value={owner || String(active[0]?.id ?? '')} onChange={(e) => setOwner(e.target.value)}>
            {active.map((a) => (
              <option key={a.id} value={a.id}>
                {a.username}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-primary btn-sm" disabled={saving || !city.trim() || !active.length}>
          Save Rule
        </button>
      </form>
    </>
  );
}
