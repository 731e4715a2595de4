import { brand } from '../../brand';
import type { Config } from '../../platform/config';
import { mailDomain, type MailAttachment, type MailMessage } from '../../platform/mail';
import type { SiteSettingsView } from '../site-settings/site-settings.service';
import type { ContactSubmission } from './contact.entity';

export type EmailConfig = Pick<Config, 'staffEmail' | 'mailFrom' | 'publicUrl'>;

/** The admin page the staff email links to. */
export const adminContactsPath = '/admin/contacts';

/**
 * The same message always gets the same Message-ID, so a resend is recognisably a duplicate;
 * the lead's UUID keeps it unique across installations (lead 1 of a reset database is another lead).
 */
export const leadMessageId = (config: EmailConfig, s: Pick<ContactSubmission, 'id' | 'uid'>, kind: 'staff' | 'homeowner') =>
  `<lead-${s.id}-${kind}.${s.uid}@${mailDomain(config.mailFrom)}>`;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface StaffPhoto {
  /** Absolute link to the large variant (or null when the photo could not be processed). */
  url: string | null;
  /** The thumbnail bytes, attached inline. */
  thumb: Buffer | null;
  /** Why it could not be read. */
  error: string | null;
  /** Not processed yet: the e-mail went without waiting for it. */
  processing: boolean;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

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
  const processing = photos.filter((p) => p.processing).length;
  const processingLine = processing ? `${plural(processing, 'photo is', 'photos are')} being processed: see the lead in the admin (${adminUrl}).` : '';
  const shown = photos.map((p, i) => ({ p, n: i + 1 })).filter(({ p }) => !p.processing);
  const photoHtml = shown.map(({ p, n }) => {
    if (p.error) return `<li>Photo ${n}: could not be read (${esc(p.error)})</li>`;
    if (!p.thumb) return `<li>Photo ${n}: not available</li>`;
    const cid = `photo-${n}.lead-${s.id}@${mailDomain(config.mailFrom)}`;
    attachments.push({ filename: `photo-${n}.jpg`, content: p.thumb, contentType: 'image/jpeg', cid });
    const img = `<img src="cid:${esc(cid)}" alt="Photo ${n}" width="200" style="max-width:200px;border:1px solid #ccc;margin:4px">`;
    return `<li style="display:inline-block;list-style:none">${p.url ? `<a href="${esc(p.url)}">${img}</a>` : img}</li>`;
  });
  const photoText = shown.map(({ p, n }) => `  Photo ${n}: ${p.error ? `could not be read (${p.error})` : (p.url ?? 'not available')}`);
  if (processingLine) photoText.push(`  ${processingLine}`);

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
<h3>Photos (${photos.length})</h3>${shown.length ? `<ul style="padding:0">${photoHtml.join('')}</ul>` : ''}${
    processingLine ? `<p>${esc(processingLine)}</p>` : ''
  }${photos.length ? '' : '<p>No photos attached.</p>'}
<p><a href="${esc(adminUrl)}" style="background:#1d3557;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">Open in the admin contacts page</a></p>
<p style="color:#555">Reply to this email to answer ${esc(s.name)} directly. The homeowner was promised contact ${esc(brand.responsePromise)}.</p>
</body></html>`;
  return {
    messageId: leadMessageId(config, s, 'staff'),
    to: config.staffEmail,
    replyTo: { name: s.name, address: s.email },
    subject: `New estimate request: ${s.name} (${place})`,
    text,
    html,
    attachments,
    headers: { 'X-Northrock-Lead': String(s.id) },
  };
}

/**
 * The one piece of visitor text the confirmation repeats: the first word of the name, when it
 * is a plain word (letters, apostrophes, hyphens; at most 40). A link, an address or anything
 * else gives "" and the greeting is just "Hello,".
 */
export function greetingName(name: string): string {
  return /^\s*(\p{L}[\p{L}\p{M}'\u2019-]{0,39})(?=\s|$)/u.exec(name)?.[1] ?? '';
}

/**
 * The homeowner's confirmation: fixed text, the first word of the name and the company's own
 * details, nothing else the visitor typed (no subject, message, address or link). Anyone can
 * type someone else's address into the form, so this message must be useless for spam sent in
 * the company's name; the worker also sends at most 3 a day to one address (contact.jobs.ts).
 * The recipient header holds the address only (no display name from the form).
 */
export function homeownerEmail(config: EmailConfig, s: ContactSubmission, settings: SiteSettingsView): MailMessage {
  const company = settings.company_name;
  const first = greetingName(s.name);
  const hello = first ? `Hello ${first},` : 'Hello,';
  const text = [
    hello,
    '',
    `Thank you for contacting ${company}. We received your request and will contact you ${brand.responsePromise}.`,
    '',
    `If it is urgent, call us at ${settings.phone} (${brand.officeHours}).`,
    '',
    'If you did not send a request, you can ignore this message.',
    '',
    company,
    settings.email,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1b2430">
<p>${esc(hello)}</p>
<p>Thank you for contacting ${esc(company)}. We received your request and will contact you <strong>${esc(brand.responsePromise)}</strong>.</p>
<p>If it is urgent, call us at <a href="tel:${esc(settings.phone.replace(/[^\d+]/g, ''))}">${esc(settings.phone)}</a> (${esc(brand.officeHours)}).</p>
<p style="color:#555">If you did not send a request, you can ignore this message.</p>
<p>${esc(company)}<br>${esc(settings.email)}</p>
</body></html>`;
  return {
    messageId: leadMessageId(config, s, 'homeowner'),
    to: s.email,
    replyTo: settings.email,
    subject: `We received your request - ${company}`,
    text,
    html,
    headers: { 'X-Northrock-Lead': String(s.id) },
  };
}
