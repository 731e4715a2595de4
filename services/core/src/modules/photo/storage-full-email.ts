import { formatOfficeTime } from '../../brand';
import type { Config } from '../../platform/config';
import type { Orm } from '../../platform/db';
import type { Logger } from '../../platform/logger';
import { mailDomain, type Mailer, type MailMessage } from '../../platform/mail';
import type { JobHandlersOf } from '../../platform/queue-contracts';
import { adminRecipients, sendOnce, type EmailConfig } from '../email';
import type { photoJobs } from './photo.jobs';
import { STORAGE_FULL_KEY, unfinishedBytesHeld } from './unfinished-bytes';

export interface StorageFullDeps {
  orm: Orm;
  mailer: Mailer;
  config: EmailConfig & Pick<Config, 'unfinishedUploadsMaxBytes'>;
  log?: Logger;
}

const MB = 1024 * 1024;

function storageFullMessage(config: StorageFullDeps['config'], since: Date, to: string, held: number): MailMessage {
  const limit = Math.round(config.unfinishedUploadsMaxBytes / MB);
  const text = [
    `Since ${formatOfficeTime(since)}, new photo uploads on the contact form are refused (503, "try again in a few minutes"):`,
    `unfinished uploads hold ${Math.round(held / MB)} MB of the ${limit} MB allowed (UNFINISHED_UPLOADS_MAX_MB).`,
    'Enquiries still arrive, without the photos that could not start. Uploads idle for an hour are removed,',
    'so this usually clears by itself. If real homeowners keep meeting it, raise UNFINISHED_UPLOADS_MAX_MB',
    "(the bytes wait on the gateway's disk under DATA_DIR/tus); if one address is flooding, block it upstream.",
    'You get this e-mail once until unfinished uploads fall back to three quarters of the limit.',
  ].join(' ');
  return {
    messageId: `<${STORAGE_FULL_KEY}-${since.getTime()}@${mailDomain(config.mailFrom)}>`,
    to,
    subject: 'Photo uploads paused: unfinished uploads reached their limit',
    text: `${text}\n`,
    html: `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`,
  };
}

/** The handler of `photo-intake.storage-full` (photo.handlers.ts adds it to the module's). */
export function storageFullJobHandlers(deps: StorageFullDeps): Pick<JobHandlersOf<typeof photoJobs>, 'photo-intake.storage-full'> {
  return {
    /** The send ledger keys it on the episode: a job run again sends nothing more. */
    async 'photo-intake.storage-full'({ since }) {
      const em = deps.orm.em.fork();
      const sent = await sendOnce(
        em,
        deps.mailer,
        `${STORAGE_FULL_KEY}.${since}`,
        async () => storageFullMessage(deps.config, new Date(since), await adminRecipients(em, deps.config.staffEmail), await unfinishedBytesHeld(em)),
        deps.log,
      );
      if (sent) deps.log?.warn('photo uploads paused: the admins were told', { since });
      return { sent };
    },
  };
}
