import { useMutation } from '@apollo/client/react';
import { useToast } from '~/components/ui/toast';
import { isSessionEnded, serverDetail } from '~/features/admin-kit/lib/server-error';
import type { ContactLead } from '../api/contact-page.query';
import type { LeadOwner } from '../api/lead-owners.query';
import { setContactOwnerMutation } from '../api/set-contact-owner.mutation';

/**
 * Who works the lead (docs/admin.md, "Roles and owners"), changeable here: an estimator takes an
 * unassigned lead or hands theirs to a colleague; an admin assigns any lead.
 */
export function ContactOwner({
  lead,
  owners,
  describedBy,
  onChanged,
}: {
  lead: Pick<ContactLead, 'id' | 'owner_id' | 'erased_at'>;
  owners: readonly LeadOwner[];
  describedBy: string;
  onChanged(): Promise<unknown>;
}) {
  const toast = useToast();
  const [setOwner, { loading }] = useMutation(setContactOwnerMutation);
  const current = owners.find((o) => o.id === lead.owner_id);

  async function change(value: string) {
    const owner_id = value ? Number(value) : null;
    try {
      await setOwner({ variables: { id: lead.id, input: { owner_id } } });
    } catch (err) {
      if (!isSessionEnded(err)) toast.error(serverDetail(err) ?? 'Failed to change the owner');
      return;
    }
    toast.success(owner_id === null ? 'The lead is unassigned' : `Assigned to ${owners.find((o) => o.id === owner_id)?.username ?? 'them'}`);
    await onChanged();
  }

  return (
    <label className="contact-card__owner">
      <span className="contact-card__label">Owner:</span>{' '}
      <select
        value={lead.owner_id ?? ''}
        aria-describedby={describedBy}
        disabled={loading || Boolean(lead.erased_at)}
        onChange={(e) => void change(e.target.value)}
      >
        <option value="">Unassigned</option>
        {owners.map((o) => (
          <option key={o.id} value={o.id}>
            {o.username}
          </option>
        ))}
        {lead.owner_id !== null && !current ? <option value={lead.owner_id}>Account {lead.owner_id} (deactivated)</option> : null}
      </select>
    </label>
  );
}
