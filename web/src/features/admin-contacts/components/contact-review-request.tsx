import { useMutation, useQuery } from '@apollo/client/react';
import { useToast } from '~/components/ui/toast';
import { formatDateTime } from '~/features/admin-kit/lib/format';
import { serverDetail } from '~/features/admin-kit/lib/server-error';
import { cancelReviewRequestMutation, contactReviewRequestQuery, sendReviewRequestMutation } from '../api/contact-review-request.query';

const reasons: Record<string, string> = {
  office: 'cancelled by the office',
  unsubscribed: 'the homeowner unsubscribed',
  not_won: 'the lead is no longer won',
  erased: "the homeowner's data was erased",
};

/** A won lead's review request on its card (docs/admin.md, "Reviews"): where it stands, Send now, Cancel. */
export function ContactReviewRequest({ leadId, describedBy }: { leadId: number; describedBy: string }) {
  const toast = useToast();
  const query = useQuery(contactReviewRequestQuery, { variables: { id: leadId }, fetchPolicy: 'network-only' });
  const [send, sending] = useMutation(sendReviewRequestMutation);
  const [cancel, cancelling] = useMutation(cancelReviewRequestMutation);
  const request = query.data?.contactReviewRequest;
  const done = (message: string) => () => {
    toast.success(message);
    void query.refetch();
  };
  const fail = (err: unknown) => toast.error(serverDetail(err) ?? 'Could not change the review request');
  const state = !request
    ? 'not yet due'
    : request.cancelled_at
      ? `will not go: ${reasons[request.cancel_reason ?? ''] ?? 'cancelled'}`
      : request.answered_at
        ? `answered ${formatDateTime(request.answered_at)}`
        : request.reminder_sent_at
          ? `reminder sent ${formatDateTime(request.reminder_sent_at)}`
          : request.sent_at
            ? `sent ${formatDateTime(request.sent_at)}`
            : `due ${formatDateTime(request.due_at ?? '')}`;
  return (
    <p className="contact-card__review-request" data-testid="review-request">
      <span className="contact-card__label">Review request:</span> {query.loading ? '...' : state}{' '}
      {!request?.sent_at && !request?.cancelled_at ? (
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={sending.loading}
          aria-describedby={describedBy}
          onClick={() => void send({ variables: { id: leadId } }).then(done('Review request sent'), fail)}
        >
          Send now
        </button>
      ) : null}{' '}
      {!request?.cancelled_at && !request?.reminder_sent_at && !request?.answered_at ? (
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={cancelling.loading}
          aria-describedby={describedBy}
          onClick={() => void cancel({ variables: { id: leadId } }).then(done('Review request cancelled'), fail)}
        >
          Do not ask
        </button>
      ) : null}
    </p>
  );
}
