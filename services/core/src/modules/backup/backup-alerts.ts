import { formatOfficeTime } from '../../brand';
import type { Config } from '../../platform/config';
import type { Em } from '../../platform/db';
import type { Logger } from '../../platform/logger';
import { mailDomain, type Mailer, type MailMessage } from '../../platform/mail';
import { adminRecipients, sendOnce } from '../email';
import type { BackupRun } from './backup.entity';

export type BackupMailConfig = Pick<Config, 'staffEmail' | 'mailFrom' | 'publicUrl'>;

/**
 * The words for a failed backup: a location that is missing, full or refuses writes is named as
 * such (what the operator can act on); anything else keeps its own message.
 */
export function describeBackupError(err: unknown, where: string): string {
  const { code, message } = err as { code?: string; message?: string };
  const text = message ?? String(err);
  if (code === 'ENOSPC' || /no space left|EntityTooLarge|QuotaExceeded|XMinioStorageFull/i.test(text)) return `the backup location ${where} is full (${text})`;
  if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM' || /AccessDenied|read-only/i.test(text))
    return `the backup location ${where} refuses writes (${text})`;
  if (/does not exist|NoSuchBucket|ENOENT|ECONNREFUSED|ENOTFOUND/.test(text) && !/^the dump|^backup set/.test(text))
    return `the backup location ${where} is missing or does not answer (${text})`;
  return text;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * E-mails the admins (their own addresses, else the staff address) once per failed run, and
 * once per failed drill: the send ledger's key is the run's.
 */
export async function mailBackupFailure(
  em: Em,
  deps: { mailer: Mailer; mail: BackupMailConfig; log?: Logger },
  run: BackupRun,
  what: 'backup' | 'drill',
  lastGood: BackupRun | null,
): Promise<void> {
  const to = await adminRecipients(em, deps.mail.staffEmail);
  const when = formatOfficeTime(run.started_at ?? run.scheduled_for);
  const error = (what === 'backup' ? run.error : run.drill_error) ?? 'unknown error';
  const subject = what === 'backup' ? `Backup failed: ${when}` : `Backup restore drill failed: ${when}`;
  const lead =
    what === 'backup'
      ? `The ${run.kind} backup of ${when} did not complete: ${error}.`
      : `Backup ${run.set_id} was written, but restoring it into a scratch database did not give back what it holds: ${error}.`;
  const good = lastGood?.finished_at
    ? `The last good backup is ${lastGood.set_id}, finished ${formatOfficeTime(lastGood.finished_at)}.`
    : 'There is no good backup yet.';
  const next = `The site keeps running. Fix the cause, then press "Back up now" in Settings (${deps.mail.publicUrl}/admin/settings); the Dashboard shows the state of the backups.`;
  const message: MailMessage = {
    messageId: `<backup-${what}-${run.id}@${mailDomain(deps.mail.mailFrom)}>`,
    to,
    subject,
    text: `${lead}\n\n${good}\n\n${next}\n`,
    html: [lead, good, next].map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
  };
  await sendOnce(em, deps.mailer, `backup.${what}-failed.${run.id}`, async () => message, deps.log);
}
