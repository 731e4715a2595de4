import type { ContactLead } from '../api/contact-page.query';
import { formatDateTime } from '~/features/admin-kit/lib/format';

type ClockFields = Pick<ContactLead, 'waiting_office_minutes' | 'response_office_minutes'>;
type Chase = ContactLead['chases'][number];

const minutes = (n: number) => `${n} office minute${n === 1 ? '' : 's'}`;

/** "waiting 12 office minutes" while nobody has answered, "answered in 7 min" once someone has (office minutes only). */
export function clockText(lead: ClockFields): string | null {
  if (lead.response_office_minutes !== null && lead.response_office_minutes !== undefined) return `answered in ${lead.response_office_minutes} min`;
  if (lead.waiting_office_minutes !== null && lead.waiting_office_minutes !== undefined) return `waiting ${minutes(lead.waiting_office_minutes)}`;
  return null;
}

const chaseWho: Record<Chase['kind'], string> = {
  owner: 'Chased owner',
  admins: 'Chased admins',
  digest: 'Listed in the morning digest',
  followup: 'Follow-up reminder sent',
};

/** One chase as the card says it: "Chased owner at Tue Nov 24, 10:07 AM". */
function chaseText(chase: Pick<Chase, 'kind' | 'sent_at' | 'cancelled_at' | 'due_at'>): string {
  if (chase.sent_at) return `${chaseWho[chase.kind]} at ${formatDateTime(chase.sent_at)}`;
  if (chase.cancelled_at) return `${chaseWho[chase.kind]}: not sent, answered first`;
  return `${chaseWho[chase.kind]}: on its way (due ${formatDateTime(chase.due_at)})`;
}

/** The response clock and the chases of a lead (docs/admin.md, "The response clock and the chase"). */
export function ContactClock({ lead }: { lead: ClockFields & Pick<ContactLead, 'chases'> }) {
  const text = clockText(lead);
  if (!text && !lead.chases.length) return null;
  const waiting = lead.response_office_minutes === null || lead.response_office_minutes === undefined;
  return (
    <li className="contact-card__clock">
      <span className="contact-card__label">Response:</span> {text ? <strong className={waiting ? 'contact-card__error' : undefined}>{text}</strong> : null}
      {lead.chases.length ? (
        <ul className="admin-list contact-card__chases" aria-label="Chases">
          {lead.chases.map((c) => (
            <li key={c.kind}>{chaseText(c)}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
