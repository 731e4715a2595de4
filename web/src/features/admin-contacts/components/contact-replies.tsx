import { useId, useState } from 'react';
import { Badge } from '~/features/admin-kit/components/badge';
import { formatDateTime } from '~/features/admin-kit/lib/format';
import type { ContactLead } from '../api/contact-page.query';
import { ReplyDialog } from './reply-dialog';

const statusLabels: Record<ContactLead['replies'][number]['status'], { text: string; color: 'grey' | 'green' | 'yellow' }> = {
  queued: { text: 'Sending', color: 'grey' },
  sent: { text: 'Sent', color: 'green' },
  failed: { text: 'Not sent', color: 'yellow' },
};

/** The replies e-mailed to the homeowner from here (docs/admin.md, "Replies"), and "Reply". */
export function ContactReplies({ lead, onSent }: { lead: ContactLead; onSent(): Promise<unknown> }) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  if (lead.erased_at) return null;
  const held = lead.delivery_state === 'spam';

  return (
    <section className="contact-replies" aria-labelledby={headingId}>
      <h4 id={headingId}>Replies to the homeowner ({lead.replies.length})</h4>
      {lead.replies.length ? (
        <ol className="admin-list contact-replies__list">
          {lead.replies.map((r) => {
            const status = statusLabels[r.status];
            return (
              <li key={r.id}>
                <p className="contact-notes__meta">
                  <strong>{r.subject}</strong> · {r.author} · <time dateTime={r.sent_at ?? r.created_at}>{formatDateTime(r.sent_at ?? r.created_at)}</time>{' '}
                  <Badge color={status.color}>{status.text}</Badge>
                  {r.error && r.status !== 'sent' ? <span className="contact-card__error"> {r.error}</span> : null}
                </p>
                <p className="contact-notes__body">{r.body}</p>
              </li>
            );
          })}
        </ol>
      ) : null}
      {held ? (
        <p className="contact-replies__held">Held back as spam: release it (&quot;Not spam&quot;) before replying.</p>
      ) : (
        <button type="button" className="btn btn-outline btn-sm" aria-describedby={headingId} onClick={() => setOpen(true)}>
          Reply by e-mail
        </button>
      )}
      {open ? <ReplyDialog lead={lead} onClose={() => setOpen(false)} onSent={onSent} /> : null}
    </section>
  );
}
