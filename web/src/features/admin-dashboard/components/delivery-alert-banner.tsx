import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { useToast } from '~/components/ui/toast';
import { formatDateTime } from '~/features/admin-kit/lib/format';
import { isSessionEnded } from '~/features/admin-kit/lib/server-error';
import { deliveryAlertQuery } from '../api/delivery-alert.query';
import { retryUndeliveredLeadsMutation } from '../api/retry-undelivered-leads.mutation';

/** How often the dashboard asks again, so the banner appears (and clears) without a reload. */
const POLL_MS = 30_000;

/**
 * A red banner while any lead has not reached staff: its staff e-mail gave up, or it is more
 * than 10 minutes old without one. "Retry now" queues those e-mails again.
 */
export function DeliveryAlertBanner() {
  const toast = useToast();
  const alert = useQuery(deliveryAlertQuery, { fetchPolicy: 'network-only', pollInterval: POLL_MS });
  const [retry, { loading: retrying }] = useMutation(retryUndeliveredLeadsMutation);
  const state = alert.data?.deliveryAlert;
  if (!state?.undelivered) return null;

  // Nothing awaits a click: this reports its own outcome (a toast).
  const onRetry = async () => {
    try {
      const { data } = await retry();
      toast.success(`Retrying ${data?.retryUndeliveredLeads ?? 0} lead(s) now`);
      await alert.refetch();
    } catch (err) {
      if (!isSessionEnded(err)) toast.error((err as Error).message || 'Retry failed');
    }
  };

  return (
    <section className="delivery-alert" role="alert" aria-labelledby="delivery-alert-heading">
      <h2 id="delivery-alert-heading">{state.undelivered === 1 ? '1 lead has' : `${state.undelivered} leads have`} not reached staff</h2>
      <p>
        {state.failed ? `${state.failed} could not be e-mailed (see the error on each lead). ` : ''}
        {state.oldest_received_at ? `The oldest was received ${formatDateTime(state.oldest_received_at)}. ` : ''}
        Fix the cause (the mail server, the staff address), then retry.
      </p>
      <div className="delivery-alert__actions">
        <button type="button" className="btn btn-sm delivery-alert__retry" onClick={() => void onRetry()} disabled={retrying}>
          {retrying ? 'Retrying...' : 'Retry now'}
        </button>
        <Link to="/admin/contacts" className="btn btn-outline btn-sm">
          Open contacts
        </Link>
      </div>
    </section>
  );
}
