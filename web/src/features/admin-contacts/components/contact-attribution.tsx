import type { ContactLead } from '../api/contact-page.query';

const deviceLabels: Record<NonNullable<ContactLead['device']>, string> = { phone: 'Phone', tablet: 'Tablet', desktop: 'Desktop' };

/** Where the lead came from (docs/admin.md, "Contacts"): first-party attribution sent with the form. */
export function ContactAttribution({ lead }: { lead: ContactLead }) {
  if (!lead.source) {
    return (
      <p className="contact-card__attribution contact-card__attribution--none">
        <span className="contact-card__label">Source:</span> not recorded (sent before sources were kept)
      </p>
    );
  }
  const facts: [string, string | null][] = [
    ['Landing page', lead.landing_page],
    ['Form page', lead.form_page],
    ['Referrer', lead.referrer_host],
    ['Source', lead.source],
    ['Medium', lead.utm_medium],
    ['Campaign', lead.utm_campaign],
    ['Device', lead.device ? deviceLabels[lead.device] : null],
  ];
  return (
    <dl className="contact-card__attribution">
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label}>
            <dt className="contact-card__label">{label}:</dt> <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
