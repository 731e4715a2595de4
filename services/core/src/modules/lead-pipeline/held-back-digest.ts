import { formatOfficeTime } from '../../brand';
import type { Em } from '../../platform/db';
import type { Logger } from '../../platform/logger';
import { mailDomain, type Mailer, type MailMessage } from '../../platform/mail';
import { adminRecipients, sendOnce, type EmailConfig } from '../email';
import { Lead } from '../lead';
import { getOfficeHours, isOfficeOpen, officeDate, type OfficeClock } from '../office-hours';

/** The most held-back leads one digest lists (the spam folder has them all). */
const LISTED = 50;

/** The send ledger's key of one office day's digest: at most one a day, however many sweeps run. */
export const heldBackDigestKey = (day: string) => `spam.held-back.${day}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** A held-back lead's name is whatever a script typed: a short plain excerpt only. */
const excerpt = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 60);

function digestMessage(config: EmailConfig, day: string, to: string, leads: Lead[], total: number): MailMessage {
  const folder = `${config.publicUrl}/admin/contacts?spam=true`;
  const lines = leads.map((s) => ({
    text: `#${s.id}, ${formatOfficeTime(s.created_at)}: ${excerpt(s.name)} (${s.spam_reason ?? 'held back'})`,
    html: `<li>#${s.id}, ${escapeHtml(formatOfficeTime(s.created_at))}: ${escapeHtml(excerpt(s.name))} (${escapeHtml(s.spam_reason ?? 'held back')})</li>`,
  }));
  const more = total > leads.length ? `\n... and ${total - leads.length} more.` : '';
  const intro = `${total} ${total === 1 ? 'lead is' : 'leads are'} held back as spam (the hidden field was filled or the form token was altered). Nobody was e-mailed about ${total === 1 ? 'it' : 'them'}. Open the spam folder and release any real one with "Not spam":`;
  return {
    messageId: `<spam-held-back-${day}@${mailDomain(config.mailFrom)}>`,
    to,
    subject: `Held back as spam: ${total} ${total === 1 ? 'lead' : 'leads'} to check`,
    text: `${intro}\n${folder}\n\n${lines.map((l) => l.text).join('\n')}${more}\n`,
    html: `<p>${escapeHtml(intro)} <a href="${escapeHtml(folder)}">${escapeHtml(folder)}</a></p><ul>${lines.map((l) => l.html).join('')}</ul>${more ? `<p>${escapeHtml(more.trim())}</p>` : ''}`,
  };
}

/**
 * The admins' daily e-mail listing the leads the spam defence holds back, while any exist:
 * sent during office hours, at most once per office date (the send ledger's key), so an hourly
 * sweep sends it within the first hour the office is open. Answers whether this call sent it.
 */
export async function sendHeldBackDigest(
  em: Em,
  deps: { mailer: Mailer; config: EmailConfig; log?: Logger },
  opts: { now?: Date; clock?: OfficeClock } = {},
): Promise<{ sent: boolean; held: number }> {
  const now = opts.now ?? new Date();
  const clock = opts.clock ?? (await getOfficeHours(em));
  const [leads, held] = await em.findAndCount(Lead, { spam_at: { $ne: null }, erased_at: null }, { orderBy: { created_at: 'asc', id: 'asc' }, limit: LISTED });
  if (!held || !isOfficeOpen(now, clock)) return { sent: false, held };
  const day = officeDate(now, clock);
  // The admins' own addresses where accounts have them, else the staff address the lead e-mails use.
  const to = await adminRecipients(em, deps.config.staffEmail);
  const sent = await sendOnce(em, deps.mailer, heldBackDigestKey(day), async () => digestMessage(deps.config, day, to, leads, held), deps.log);
  if (sent) deps.log?.info('held-back spam digest sent', { held, day });
  return { sent, held };
}
