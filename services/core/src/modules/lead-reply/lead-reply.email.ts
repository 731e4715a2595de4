import { mailDomain, type MailMessage } from '../../platform/mail';
import type { Lead } from '../lead';
import type { EmailBody, EmailConfig } from '../email';
import { leadMessageId } from '../lead-pipeline';
import type { SiteSettingsView } from '../site-settings';
import type { LeadReply } from './lead-reply.entity';

/** What a reply says: the office's text, then the company's own details. Every value is plain text (the template escapes it). */
export interface ReplyEmailView {
  /** The text as staff wrote it, in paragraphs (blank lines apart), each a list of lines. */
  paragraphs: string[][];
  company: string;
  phone: string;
  /** `tel:` link of the phone. */
  phoneHref: string;
  email: string;
}

/** Renders a reply's body (the worker's React template, services/worker/src/emails/lead-reply.tsx). */
export interface ReplyEmailTemplates {
  reply(view: ReplyEmailView): Promise<EmailBody>;
}

/** The same reply always has the same Message-ID: a resend is recognisably a duplicate. */
const replyMessageId = (config: EmailConfig, lead: Pick<Lead, 'id'>, reply: Pick<LeadReply, 'id' | 'uid'>) =>
  `<lead-${lead.id}-reply-${reply.id}.${reply.uid}@${mailDomain(config.mailFrom)}>`;

/** The ledger key of a reply (`sent_emails`); erasing a lead blanks the recipient of every `lead.<id>.*` key. */
export const replyEmailKey = (lead: Pick<Lead, 'id'>, reply: Pick<LeadReply, 'id'>) => `lead.${lead.id}.reply.${reply.id}`;

const paragraphsOf = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.split('\n').map((line) => line.trimEnd()))
    .filter((lines) => lines.some((line) => line.trim()));

/**
 * A reply to the homeowner's own enquiry, threaded under the confirmation they received
 * (`In-Reply-To`, `References`): to the address alone, answered to the office's address.
 */
export async function replyEmail(
  config: EmailConfig,
  lead: Lead,
  reply: LeadReply,
  settings: SiteSettingsView,
  templates: ReplyEmailTemplates,
): Promise<MailMessage> {
  const body = await templates.reply({
    paragraphs: paragraphsOf(reply.body),
    company: settings.company_name,
    phone: settings.phone,
    phoneHref: `tel:${settings.phone.replace(/[^\d+]/g, '')}`,
    email: settings.email,
  });
  const thread = leadMessageId(config, lead, 'homeowner');
  return {
    messageId: replyMessageId(config, lead, reply),
    to: lead.email,
    replyTo: settings.email,
    subject: reply.subject,
    ...body,
    headers: { 'X-Northrock-Lead': String(lead.id), 'In-Reply-To': thread, References: thread },
  };
}
