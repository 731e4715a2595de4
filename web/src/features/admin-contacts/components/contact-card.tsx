import { useId } from 'react';
import { useMutation } from '@apollo/client/react';
import { homeownerLocalTime } from '@northrock/core/brand';
import type { LeadStatus } from '@northrock/core/browser';
import { useToast } from '~/components/ui/toast';
import { Badge, StatusBadge } from '~/features/admin-kit/components/badge';
import { formatDateTime } from '~/features/admin-kit/lib/format';
import { isSessionEnded } from '~/features/admin-kit/lib/server-error';
import type { ContactLead } from '../api/contact-page.query';
import type { LeadOwner } from '../api/lead-owners.query';
import { markNotSpamMutation } from '../api/mark-not-spam.mutation';
import { setContactStatusMutation } from '../api/set-contact-status.mutation';
import { StatusOptions } from '../status-options';
import { ContactAttribution } from './contact-attribution';
import { ContactClock } from './contact-clock';
import { ContactNotes } from './contact-notes';
import { ContactOwner } from './contact-owner';
import { ContactOutcome } from './contact-outcome';
import { ContactReviewRequest } from './contact-review-request';
import { ContactReplies } from './contact-replies';
import { EraseLead } from './erase-lead';

/** Where the lead's emails are (docs/pipeline.md), in the office's words. */
const deliveryLabels: Record<ContactLead['delivery_state'], { text: string; color: 'grey' | 'blue' | 'green' | 'yellow' }> = {
  received: { text: 'Received, e-mail pending', color: 'grey' },
  queued: { text: 'E-mail queued', color: 'grey' },
  photos_ready: { text: 'Photos ready, e-mail pending', color: 'blue' },
  staff_notified: { text: 'Staff e-mailed', color: 'green' },
  delivered: { text: 'Staff and homeowner e-mailed', color: 'green' },
  failed: { text: 'E-mail delivery failed', color: 'yellow' },
  spam: { text: 'Held back as spam: no e-mails sent', color: 'grey' },
};

const photos = (n: number) => `${n} ${n === 1 ? 'photo' : 'photos'}`;

/** Photos the homeowner sent that are still uploading from their phone, or never finished (docs/pipeline.md, "Photos on arrival"). */
function photoArrivalText(pending: number, missing: number): string {
  return [pending ? `${photos(pending)} still coming.` : '', missing ? `${photos(missing)} never arrived.` : ''].filter(Boolean).join(' ');
}

/** docs/product.md §2.4: one lead, with its status dropdown; plus its owner, delivery state and notes (erasing: admins only). */
export function ContactCard({
  lead,
  refetch,
  owners = [],
  admin = true,
}: {
  lead: ContactLead;
  refetch(): Promise<unknown>;
  owners?: readonly LeadOwner[];
  admin?: boolean;
}) {
  const nameId = useId();
  const toast = useToast();
  const [setStatus, { loading: saving }] = useMutation(setContactStatusMutation);
  const [markNotSpam, { loading: releasing }] = useMutation(markNotSpamMutation);
  const location = [lead.address, lead.city].filter(Boolean).join(', ');
  // A Winnipeg lead's time on its own clock too: "9:02 a.m. CST" is when they wrote, for the call back.
  const homeownerTime = homeownerLocalTime(lead.created_at, lead);
  const delivery = deliveryLabels[lead.delivery_state];

  async function changeStatus(status: LeadStatus) {
    try {
      await setStatus({ variables: { id: lead.id, status } });
    } catch (err) {
      if (!isSessionEnded(err)) toast.error('Failed to update status');
      return;
    }
    toast.success('Status updated successfully');
    await refetch();
  }

  async function notSpam() {
    try {
      await markNotSpam({ variables: { id: lead.id } });
    } catch (err) {
      if (!isSessionEnded(err)) toast.error('Failed to move the lead out of spam');
      return;
    }
    toast.success('Moved out of spam: staff will be emailed');
    await refetch();
  }

  return (
    <article className="contact-card" aria-labelledby={nameId}>
      <header className="contact-card__head">
        <h3 id={nameId}>{lead.name}</h3>
        <StatusBadge status={lead.status} />
        {lead.language === 'fr' ? <Badge color="blue">Prefers French</Badge> : null}
        <label className="contact-card__status">
          <span>Status</span>
          <select
            value={lead.status}
            aria-describedby={nameId}
            disabled={saving || Boolean(lead.erased_at)}
            onChange={(e) => void changeStatus(e.target.value as LeadStatus)}
          >
            <StatusOptions />
          </select>
        </label>
      </header>
      <ul className="admin-list contact-card__facts">
        <li>
          <ContactOwner lead={lead} owners={owners} describedBy={nameId} onChanged={refetch} />
        </li>
        <li>
          <span className="contact-card__label">Email:</span> <a href={`mailto:${lead.email}`}>{lead.email}</a>
        </li>
        <li>
          <span className="contact-card__label">Phone:</span> <a href={`tel:${lead.phone}`}>{lead.phone}</a>
        </li>
        <li>
          <span className="contact-card__label">Date:</span> <time dateTime={lead.created_at}>{formatDateTime(lead.created_at)}</time>
          {homeownerTime ? <span className="contact-card__local-time"> ({homeownerTime} for the homeowner)</span> : null}
        </li>
        {location ? (
          <li>
            <span className="contact-card__label">Location:</span> {location}
          </li>
        ) : null}
        <ContactClock lead={lead} />
        <li>
          <span className="contact-card__label">Email delivery:</span> <Badge color={delivery.color}>{delivery.text}</Badge>
          {lead.delivery_error ? <span className="contact-card__error"> {lead.delivery_error}</span> : null}
          {lead.spam_reason ? <span className="contact-card__error"> {lead.spam_reason}.</span> : null}
        </li>
        {lead.delivery_state === 'spam' && !lead.erased_at ? (
          <li>
            <button type="button" className="btn btn-outline btn-sm" disabled={releasing} aria-describedby={nameId} onClick={() => void notSpam()}>
              Not spam
            </button>
          </li>
        ) : null}
      </ul>
      <ContactOutcome lead={lead} describedBy={nameId} onSaved={refetch} />
      {lead.outcome === 'won' && !lead.erased_at ? <ContactReviewRequest leadId={lead.id} describedBy={nameId} /> : null}
      <ContactAttribution lead={lead} />
      <p className="contact-card__subject">
        <span className="contact-card__label">Subject:</span> {lead.subject}
      </p>
      <p className="contact-card__message">{lead.message}</p>
      {lead.photos.length ? (
        <ul className="admin-list contact-photos" aria-label={`Photos from ${lead.name}`}>
          {lead.photos.map((photo, i) => {
            const full = photo.original_url ?? photo.large_url ?? photo.path;
            const thumb = photo.thumb_url ?? photo.original_url ?? photo.path;
            return (
              <li key={photo.path}>
                <a href={full} target="_blank" rel="noopener noreferrer">
                  <img src={thumb} alt={`Attachment ${i + 1} of ${lead.photos.length} (opens full size in a new tab)`} loading="lazy" />
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
      {lead.photos_pending || lead.photos_missing ? (
        <p className="contact-card__photo-arrival">{photoArrivalText(lead.photos_pending, lead.photos_missing)}</p>
      ) : null}
      <ContactReplies lead={lead} onSent={refetch} />
      <ContactNotes lead={lead} onAdded={refetch} />
      {admin ? <EraseLead lead={lead} describedBy={nameId} onErased={refetch} /> : null}
    </article>
  );
}
