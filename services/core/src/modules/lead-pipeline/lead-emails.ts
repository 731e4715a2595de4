import { brand, formatOfficeTime } from '../../brand';
import { mailDomain, type MailAttachment, type MailMessage } from '../../platform/mail';
import type { EmailBody, EmailConfig } from '../email';
import type { SiteSettingsView } from '../site-settings';
import type { Lead } from '../lead';

/** The admin page the staff email links to. */
const adminContactsPath = '/admin/contacts';

/**
 * The same message always gets the same Message-ID, so a resend is recognisably a duplicate;
 * the lead's UUID keeps it unique across installations (lead 1 of a reset database is another lead).
 */
export const leadMessageId = (config: EmailConfig, s: Pick<Lead, 'id' | 'uid'>, kind: 'staff' | 'homeowner') =>
  `<lead-${s.id}-${kind}.${s.uid}@${mailDomain(config.mailFrom)}>`;

/** One photo as the staff e-mail shows it. */
export type StaffEmailPhoto = { n: number } & (
  | { state: 'ready'; /** `cid:` of the inline thumbnail. */ src: string; /** The large variant, when there is one. */ href: string | null }
  | { state: 'unreadable'; error: string }
  | { state: 'missing' }
);

/** What the staff e-mail says: every value is plain text (the template escapes it). */
export interface StaffEmailView {
  name: string;
  place: string;
  fields: { label: string; value: string }[];
  /** How many photos the lead has (processed or not). */
  photoCount: number;
  /** The processed ones (ready, unreadable or missing). */
  photos: StaffEmailPhoto[];
  /** Set while some photos are still being processed. */
  processingNote: string | null;
  /** Set while some photos are still being uploaded from the homeowner's phone: "2 photos still coming: ...". */
  comingNote: string | null;
  /** Set when photos the homeowner sent never arrived: "1 photo never arrived." */
  missingNote: string | null;
  adminUrl: string;
  responsePromise: string;
}

/** What the homeowner's confirmation says (nothing the visitor typed but the greeting's first name). */
export interface HomeownerEmailView {
  /** The language the homeowner wrote in: the template's fixed sentences follow it. */
  language: 'en' | 'fr';
  hello: string;
  company: string;
  responsePromise: string;
  phone: string;
  /** `tel:` link of the phone. */
  phoneHref: string;
  officeHours: string;
  email: string;
  /** The signed "book your free inspection" page of this lead (valid for the booking horizon); null when none is offered. */
  bookingUrl: string | null;
}

/**
 * Renders the lead e-mails' bodies (the worker's React templates, services/worker/src/emails/).
 * Core keeps the data, the addresses and the message identity; the template only the layout.
 */
export interface LeadEmailTemplates {
  staff(view: StaffEmailView): Promise<EmailBody>;
  homeowner(view: HomeownerEmailView): Promise<EmailBody>;
}

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

/** What the staff e-mail (and the lead card) say of a lead sent from a French page. */
export const PREFERS_FRENCH = 'Prefers French';

/** The homeowner confirmation's own words, per language (the company's details come from its settings). */
const homeownerCopy = {
  en: {
    hello: (first: string) => (first ? `Hello ${first},` : 'Hello,'),
    subject: (company: string) => `We received your request - ${company}`,
    responsePromise: brand.responsePromise,
  },
  fr: {
    hello: (first: string) => (first ? `Bonjour ${first},` : 'Bonjour,'),
    subject: (company: string) => `Nous avons bien reçu votre demande - ${company}`,
    responsePromise: 'dans les 24 heures',
  },
} as const;

/** What starts the staff e-mail's subject of a lead sent too fast (docs/security.md). */
export const POSSIBLE_SPAM_SUBJECT = '[Possible spam] ';

/** The new-lead email: every field, reply-to the homeowner, thumbnails inline, a link to the admin. */
export async function staffEmail(config: EmailConfig, s: Lead, photos: StaffPhoto[], templates: LeadEmailTemplates): Promise<MailMessage> {
  const place = s.city || 'city not given';
  const adminUrl = `${config.publicUrl}${adminContactsPath}`;
  const attachments: MailAttachment[] = [];
  const processing = photos.filter((p) => p.processing).length;
  // Resumable uploads the lead claimed before they were complete (docs/pipeline.md, "Photos on arrival").
  const coming = s.photos_pending ?? 0;
  const missing = s.photos_missing ?? 0;
  const shown = photos.flatMap((p, i): StaffEmailPhoto[] => {
    const n = i + 1;
    if (p.processing) return [];
    if (p.error) return [{ n, state: 'unreadable', error: p.error }];
    if (!p.thumb) return [{ n, state: 'missing' }];
    const cid = `photo-${n}.lead-${s.id}@${mailDomain(config.mailFrom)}`;
    attachments.push({ filename: `photo-${n}.jpg`, content: p.thumb, contentType: 'image/jpeg', cid });
    return [{ n, state: 'ready', src: `cid:${cid}`, href: p.url }];
  });
  const body = await templates.staff({
    name: s.name,
    place,
    fields: [
      ['Name', s.name],
      ['Email', s.email],
      ['Phone', s.phone],
      ['Address', s.address || '-'],
      ['City', s.city || '-'],
      ['Subject', s.subject],
      ['Description', s.message],
      ['Received', formatOfficeTime(s.created_at)],
      ['Lead number', String(s.id)],
      ...(s.language === 'fr' ? [['Language', PREFERS_FRENCH]] : []),
    ].map(([label, value]) => ({ label: label!, value: value! })),
    photoCount: photos.length,
    photos: shown,
    processingNote: processing ? `${plural(processing, 'photo is', 'photos are')} being processed: see the lead in the admin (${adminUrl}).` : null,
    comingNote: coming ? `${plural(coming, 'photo', 'photos')} still coming: they appear on the lead in the admin as they arrive (${adminUrl}).` : null,
    missingNote: missing ? `${plural(missing, 'photo', 'photos')} never arrived (the upload from the homeowner's phone did not finish).` : null,
    adminUrl,
    responsePromise: brand.responsePromise,
  });
  return {
    messageId: leadMessageId(config, s, 'staff'),
    to: config.staffEmail,
    replyTo: { name: s.name, address: s.email },
    subject: `${s.possible_spam ? POSSIBLE_SPAM_SUBJECT : ''}New estimate request: ${s.name} (${place})`,
    ...body,
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
 * the company's name; the worker also sends at most 3 a day to one address (lead-pipeline.handlers.ts).
 * The recipient header holds the address only (no display name from the form).
 */
export async function homeownerEmail(
  config: EmailConfig,
  s: Lead,
  settings: SiteSettingsView,
  templates: LeadEmailTemplates,
  /** The office's hours in words, in the lead's language, from its settings (docs/admin.md, "Office hours"). */
  officeHours: string = brand.officeHours,
  /** The lead's signed booking page (docs/admin.md, "Bookings and the calendar"). */
  bookingUrl: string | null = null,
): Promise<MailMessage> {
  const company = settings.company_name;
  const language = s.language === 'fr' ? 'fr' : 'en';
  const copy = homeownerCopy[language];
  const body = await templates.homeowner({
    language,
    hello: copy.hello(greetingName(s.name)),
    company,
    responsePromise: copy.responsePromise,
    phone: settings.phone,
    phoneHref: `tel:${settings.phone.replace(/[^\d+]/g, '')}`,
    officeHours,
    email: settings.email,
    bookingUrl,
  });
  return {
    messageId: leadMessageId(config, s, 'homeowner'),
    to: s.email,
    replyTo: settings.email,
    subject: copy.subject(company),
    ...body,
    headers: { 'X-Northrock-Lead': String(s.id) },
  };
}
