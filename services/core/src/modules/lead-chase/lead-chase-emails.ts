import { createHash } from 'node:crypto';
import { formatOfficeTime } from '../../brand';
import type { Em } from '../../platform/db';
import { mailDomain, type MailMessage } from '../../platform/mail';
import { accountAddresses } from '../admin';
import type { Lead } from '../lead';
import type { EmailBody, EmailConfig } from '../email';
import type { ChaseKind } from './lead-chase.entity';

/** One lead as a chase e-mail lists it: plain text (the template escapes it). */
export interface ChaseEmailLead {
  name: string;
  place: string;
  phone: string;
  email: string;
  subject: string;
  received: string;
  /** "waiting 12 office minutes", "contacted 3 days ago". */
  waiting: string;
}

/** What a chase e-mail says. */
export interface ChaseEmailView {
  kind: ChaseKind;
  title: string;
  intro: string;
  leads: ChaseEmailLead[];
  adminUrl: string;
}

/** The chase e-mails' layout: the worker's React template (services/worker/src/emails/staff-chase.tsx). */
export interface ChaseEmailTemplates {
  chase(view: ChaseEmailView): Promise<EmailBody>;
}

const adminContactsPath = '/admin/contacts';

export function chaseEmailLead(s: Lead, waiting: string): ChaseEmailLead {
  return {
    name: s.name,
    place: s.city || 'city not given',
    phone: s.phone,
    email: s.email,
    subject: s.subject,
    received: formatOfficeTime(s.created_at),
    waiting,
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Title and opening line of each kind of chase. */
export function chaseWording(kind: ChaseKind, leads: ChaseEmailLead[], minutes: number, days: number): Pick<ChaseEmailView, 'title' | 'intro'> {
  const first = leads[0]!;
  switch (kind) {
    case 'owner':
      return {
        title: `Unanswered lead: ${first.name} (${first.place})`,
        intro: `This lead is yours and nobody has answered it for ${plural(minutes, 'office minute', 'office minutes')}. Call or e-mail the homeowner, then record it on the lead.`,
      };
    case 'admins':
      return {
        title: `Still unanswered after ${plural(minutes, 'office minute', 'office minutes')}: ${first.name} (${first.place})`,
        intro: 'Nobody has answered this lead yet. Answer it, or give it to someone who can.',
      };
    case 'followup':
      return {
        title: `Follow up: ${first.name} (${first.place})`,
        intro: `You contacted this homeowner ${plural(days, 'day', 'days')} ago and the lead has no outcome yet. Follow up, then update the lead.`,
      };
    case 'digest':
      return {
        title: `${plural(leads.length, 'lead', 'leads')} came in while the office was closed`,
        intro: 'Nobody has answered these yet. They are listed once, at opening time.',
      };
  }
}

/**
 * One chase message to one address. The Message-ID is fixed by what it is (the kind, the
 * lead or digest, the address), so a resend is recognisably the same message.
 */
export async function chaseEmail(
  config: EmailConfig,
  templates: ChaseEmailTemplates,
  identity: string,
  to: string,
  view: Omit<ChaseEmailView, 'adminUrl'>,
): Promise<MailMessage> {
  const adminUrl = `${config.publicUrl}${adminContactsPath}`;
  const body = await templates.chase({ ...view, adminUrl });
  const who = createHash('sha256').update(to.trim().toLowerCase()).digest('hex').slice(0, 12);
  return {
    messageId: `<chase-${identity}.${who}@${mailDomain(config.mailFrom)}>`,
    to,
    subject: view.title,
    ...body,
    headers: { 'X-Northrock-Chase': view.kind },
  };
}

/**
 * Where a chase goes: the owner's address (`owner`, `followup`), or every active admin's
 * (`admins`, `digest`). Accounts' e-mail addresses are optional (`admin_users.email`); without
 * one, the chase goes to the staff address the lead e-mails use (`STAFF_EMAIL`).
 */
export async function chaseRecipients(em: Em, kind: ChaseKind, lead: Pick<Lead, 'owner_id'> | null, staffEmail: string): Promise<string[]> {
  const toOwner = kind === 'owner' || kind === 'followup';
  if (toOwner && !lead?.owner_id) return [staffEmail];
  const addresses = await accountAddresses(em, toOwner ? { id: lead!.owner_id! } : 'admins');
  return addresses.length ? addresses : [staffEmail];
}
