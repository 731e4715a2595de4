import { brand } from '../../brand';
import type { Config } from '../../platform/config';
import { mailDomain, type MailAttachment, type MailMessage } from '../../platform/mail';
import type { SiteSettingsView } from '../site-settings/site-settings.service';
import type { ContactSubmission } from './contact.entity';

export type EmailConfig = Pick<Config, 'staffEmail' | 'mailFrom' | 'publicUrl'>;

/** The admin page the staff email links to. */
export const adminContactsPath = '/admin/contacts';

/** The same message always gets the same Message-ID, so a resend is recognisably a duplicate. */
export const leadMessageId = (config: EmailConfig, id: number, kind: 'staff' | 'homeowner') =>
  `<lead-${id}-${kind}@${mailDomain(config.mailFrom)}>`;

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface StaffPhoto {
  /** Absolute link to the large variant (or null when the photo could not be processed). */
  url: string | null;
  /** The thumbnail bytes, attached inline. */
  thumb: Buffer | null;
  error: string | null;
}

/** The new-lead email: every field, reply-to the homeowner, thumbnails inline, a link to the admin. */
export function staffEmail(config: EmailConfig, s: ContactSubmission, photos: StaffPhoto[]): MailMessage {
  const place = s.city || 'city not given';
  const fields: [string, string][] = [
    ['Name', s.name],
    ['Email', s.email],
    ['Phone', s.phone],
    ['Address', s.address || '-'],
    ['City', s.city || '-'],
    ['Subject', s.subject],
    ['Description', s.message],
    ['Received', s.created_at.toISOString()],
    ['Lead number', String(s.id)],
  ];
  const adminUrl = `${config.publicUrl}${adminContactsPath}`;
  const attachments: MailAttachment[] = [];
  const photoHtml = photos.map((p, i) => {
    const n = i + 1;
    if (!p.thumb) return `<li>Photo ${n}: ${esc(p.error ?? 'not available')}</li>`;
    const cid = `photo-${n}.lead-${s.id}@${mailDomain(config.mailFrom)}`;
    attachments.push({ filename: `photo-${n}.jpg`, content: p.thumb, contentType: 'image/jpeg', cid });
    const img = `<img src="cid:${esc(cid)}" alt="Photo ${n}" width="200" style="max-width:200px;border:1px solid #ccc;margin:4px">`;
    return `<li style="display:inline-block;list-style:none">${p.url ? `<a href="${esc(p.url)}">${img}</a>` : img}</li>`;
  });
  const photoText = photos.map((p, i) => `  Photo ${i + 1}: ${p.url ?? p.error ?? 'not available'}`);

  const text = [
    `New estimate request from ${s.name} (${place}).`,
    '',
    ...fields.map(([k, v]) => `${k}: ${k === 'Description' ? `\n${v}\n` : v}`),
    photos.length ? `Photos (${photos.length}):\n${photoText.join('\n')}` : 'Photos: none',
    '',
    `Reply to this email to answer ${s.name} directly. Open the lead: ${adminUrl}`,
    `The homeowner was promised contact ${brand.responsePromise}.`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1b2430">
<h2 style="margin:0 0 12px">New estimate request: ${esc(s.name)} (${esc(place)})</h2>
<table cellpadding="6" style="border-collapse:collapse">${fields
    .map(
      ([k, v]) =>
        `<tr><th align="left" valign="top" style="border-bottom:1px solid #eee">${esc(k)}</th><td style="border-bottom:1px solid #eee;white-space:pre-wrap">${esc(v)}</td></tr>`,
    )
    .join('')}</table>
<h3>Photos (${photos.length})</h3>${photos.length ? `<ul style="padding:0">${photoHtml.join('')}</ul>` : '<p>No photos attached.</p>'}
<p><a href="${esc(adminUrl)}" style="background:#1d3557;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">Open in the admin contacts page</a></p>
<p style="color:#555">Reply to this email to answer ${esc(s.name)} directly. The homeowner was promised contact ${esc(brand.responsePromise)}.</p>
</body></html>`;
  return {
    messageId: leadMessageId(config, s.id, 'staff'),
    to: config.staffEmail,
    replyTo: { name: s.name, address: s.email },
    subject: `New estimate request: ${s.name} (${place})`,
    text,
    html,
    attachments,
    headers: { 'X-Northrock-Lead': String(s.id) },
  };
}

/** The homeowner's confirmation: short, with the promise to call within 24 hours. */
export function homeownerEmail(config: EmailConfig, s: ContactSubmission, settings: SiteSettingsView): MailMessage {
  const company = settings.company_name;
  const text = [
    `Hello ${s.name},`,
    '',
    `Thank you for contacting ${company}. We received your request "${s.subject}" and will contact you ${brand.responsePromise}.`,
    '',
    `If it is urgent, call us at ${settings.phone} (${brand.officeHours}).`,
    '',
    company,
    settings.email,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1b2430">
<p>Hello ${esc(s.name)},</p>
<p>Thank you for contacting ${esc(company)}. We received your request &ldquo;${esc(s.subject)}&rdquo; and will contact you <strong>${esc(brand.responsePromise)}</strong>.</p>
<p>If it is urgent, call us at <a href="tel:${esc(settings.phone.replace(/[^\d+]/g, ''))}">${esc(settings.phone)}</a> (${esc(brand.officeHours)}).</p>
<p>${esc(company)}<br>${esc(settings.email)}</p>
</body></html>`;
  return {
    messageId: leadMessageId(config, s.id, 'homeowner'),
    to: { name: s.name, address: s.email },
    replyTo: settings.email,
    subject: `We received your request - ${company}`,
    text,
    html,
    headers: { 'X-Northrock-Lead': String(s.id) },
  };
}
