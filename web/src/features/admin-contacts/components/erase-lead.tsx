import { useMutation } from '@apollo/client/react';
import { formatDateTime } from '~/features/admin-kit/lib/format';
import { isSessionEnded, serverDetail } from '~/features/admin-kit/lib/server-error';
import { useToast } from '~/components/ui/toast';
import { eraseContactMutation } from '../api/erase-contact.mutation';
import type { ContactLead } from '../api/contact-page.query';

/**
 * "Erase this homeowner's data" for a request under the law (docs/security.md, "Retention"):
 * asks first, then empties the lead's personal fields, photos and notes on the server.
 */
export function EraseLead({ lead, describedBy, onErased }: { lead: ContactLead; describedBy: string; onErased(): Promise<unknown> }) {
  const toast = useToast();
  const [erase, { loading }] = useMutation(eraseContactMutation);
  if (lead.erased_at) {
    return (
      <p className="contact-card__erased">
        Personal data erased <time dateTime={lead.erased_at}>{formatDateTime(lead.erased_at)}</time>.
      </p>
    );
  }

  async function confirmAndErase() {
    const question = `Erase ${lead.name}'s personal data? Their name, e-mail, phone, address, message, photos and notes are deleted for good; the lead stays in the counts.`;
    if (!window.confirm(question)) return;
    try {
      await erase({ variables: { id: lead.id } });
    } catch (err) {
      if (!isSessionEnded(err)) toast.error(serverDetail(err) ?? 'Failed to erase the data');
      return;
    }
    toast.success("The homeowner's data was erased");
    await onErased();
  }

  return (
    <button type="button" className="btn btn-outline btn-sm" disabled={loading} aria-describedby={describedBy} onClick={() => void confirmAndErase()}>
      Erase this homeowner&apos;s data
    </button>
  );
}
