import { LockMode } from '@mikro-orm/core';
import type { Em, Orm } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { ImageProcessor } from '../../platform/image';
import type { Logger } from '../../platform/logger';
import type { Mailer, MailMessage } from '../../platform/mail';
import type { JobFailure, JobHandlers, JobQueue } from '../../platform/queue';
import type { ObjectStore } from '../../platform/storage';
import { pruneContentOriginals } from '../content-image/content-image.jobs';
import { getSiteSettings } from '../site-settings/site-settings.service';
import { ContactSubmission, type PhotoVariants } from './contact.entity';
import { homeownerEmail, staffEmail, type EmailConfig, type StaffPhoto } from './contact.emails';
import { mediaKeys, mediaPath, parseUploadPath } from './media-paths';
import { SentEmail } from './sent-email.entity';
import { pruneUploads } from './upload.service';

export interface ContactJobDeps {
  orm: Orm;
  storage: ObjectStore;
  mailer: Mailer;
  images: ImageProcessor;
  queue: Pick<JobQueue, 'enqueue'>;
  config: EmailConfig;
  log: Logger;
}

async function loadSubmission(em: Em, id: number): Promise<ContactSubmission> {
  const s = await em.findOne(ContactSubmission, { id });
  if (!s) throw AppError.notFound(`Contact submission ${id}`);
  return s;
}

/** Variants of one photo; a photo that cannot be decoded is recorded as such, not retried. */
async function photoVariants(deps: ContactJobDeps, path: string): Promise<PhotoVariants> {
  const ref = parseUploadPath(path);
  if (!ref) return { path, error: 'Not an uploaded photo path' };
  let original: Buffer;
  try {
    original = await deps.storage.getBuffer(mediaKeys.original(ref));
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') return { path, error: 'The uploaded file is missing' };
    throw err;
  }
  try {
    const { large, thumb } = await deps.images.makeVariants(original);
    await deps.storage.put(mediaKeys.large(ref), large.data, large.contentType);
    await deps.storage.put(mediaKeys.thumb(ref), thumb.data, thumb.contentType);
    return {
      path,
      large: mediaPath(mediaKeys.large(ref)),
      thumb: mediaPath(mediaKeys.thumb(ref)),
      width: large.width,
      height: large.height,
    };
  } catch (err) {
    if (err instanceof AppError && err.code === 'VALIDATION') return { path, error: err.message };
    throw err;
  }
}

/**
 * Sends `message` unless a row says it was sent already. The row is inserted first and
 * locked while sending, so two runs of one job never both send; it turns `sent` right after
 * the server accepts. A crash in the milliseconds between acceptance and that update is the
 * one case that resends, with the same Message-ID (docs/pipeline.md).
 */
export async function sendOnce(em: Em, mailer: Mailer, key: string, build: () => Promise<MailMessage>): Promise<boolean> {
  const done = await em.findOne(SentEmail, { key });
  if (done?.state === 'sent') return false;
  const message = await build();
  const recipient = typeof message.to === 'string' ? message.to : message.to.address;
  await em
    .createQueryBuilder(SentEmail)
    .insert({ key, message_id: message.messageId, recipient, state: 'sending', attempts: 0, created_at: new Date(), sent_at: null })
    .onConflict('key')
    .ignore()
    .execute();
  return em.transactional(async (tx) => {
    const row = await tx.findOneOrFail(SentEmail, { key }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (row.state === 'sent') return false;
    row.attempts += 1;
    await tx.flush();
    await mailer.send(message);
    row.state = 'sent';
    row.sent_at = new Date();
    await tx.flush();
    return true;
  });
}

const missingAsNull = (err: unknown) => {
  if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
  throw err;
};

/** A step that succeeds after failing clears its error from the lead. */
async function clearFailure(em: Em, id: number, step: keyof typeof stepLabel): Promise<void> {
  await em.nativeUpdate(
    ContactSubmission,
    { id, delivery_error: { $like: `${stepLabel[step]}%` } },
    { delivery_error: null, delivery_failed_at: null },
  );
}

export const emailKey = (id: number, kind: 'staff' | 'homeowner') => `lead.${id}.${kind}`;

type ContactHandlers = Pick<JobHandlers, 'contact.process-photos' | 'contact.notify-staff' | 'contact.confirm-homeowner' | 'upload.prune'>;

export function contactJobHandlers(deps: ContactJobDeps): ContactHandlers {
  return {
    async 'contact.process-photos'({ submission_id }) {
      const em = deps.orm.em.fork();
      const s = await loadSubmission(em, submission_id);
      if (!s.photos_processed_at) {
        const variants: PhotoVariants[] = [];
        // One at a time: each decode holds a full-size bitmap.
        for (const path of s.photo_urls) variants.push(await photoVariants(deps, path));
        s.photo_variants = variants;
        s.photos_processed_at = new Date();
        await em.flush();
        await clearFailure(em, s.id, 'contact.process-photos');
      }
      await deps.queue.enqueue('contact.notify-staff', { submission_id });
    },

    async 'contact.notify-staff'({ submission_id }) {
      const em = deps.orm.em.fork();
      const s = await loadSubmission(em, submission_id);
      const sent = await sendOnce(em, deps.mailer, emailKey(s.id, 'staff'), async () => {
        const variants = new Map((s.photo_variants ?? []).map((v) => [v.path, v]));
        const photos: StaffPhoto[] = [];
        for (const path of s.photo_urls) {
          const v = variants.get(path);
          const thumbKey = v?.thumb?.replace(/^\/media\//, '');
          photos.push({
            url: v?.large ? `${deps.config.publicUrl}${v.large}` : null,
            thumb: thumbKey ? await deps.storage.getBuffer(thumbKey).catch(missingAsNull) : null,
            error: v?.error ?? (v ? null : 'not processed'),
          });
        }
        return staffEmail(deps.config, s, photos);
      });
      if (sent) deps.log.info('staff notified of lead', { submission_id });
      await em.nativeUpdate(ContactSubmission, { id: s.id, staff_notified_at: null }, { staff_notified_at: new Date() });
      await clearFailure(em, s.id, 'contact.notify-staff');
    },

    async 'contact.confirm-homeowner'({ submission_id }) {
      const em = deps.orm.em.fork();
      const s = await loadSubmission(em, submission_id);
      const settings = await getSiteSettings(em);
      await sendOnce(em, deps.mailer, emailKey(s.id, 'homeowner'), async () => homeownerEmail(deps.config, s, settings));
      await em.nativeUpdate(ContactSubmission, { id: s.id, homeowner_confirmed_at: null }, { homeowner_confirmed_at: new Date() });
      await clearFailure(em, s.id, 'contact.confirm-homeowner');
    },

    async 'upload.prune'() {
      const { removed } = await pruneUploads(deps.orm.em.fork(), deps.storage);
      if (removed) deps.log.info('pruned unclaimed uploads', { removed });
      // The same hourly sweep, for admin content images (content-image.jobs.ts).
      const originals = await pruneContentOriginals(deps.storage);
      if (originals.removed) deps.log.info('pruned abandoned content image originals', { removed: originals.removed });
    },
  };
}

const stepLabel = {
  'contact.process-photos': 'Processing photos',
  'contact.notify-staff': 'Emailing staff',
  'contact.confirm-homeowner': 'Emailing the homeowner',
} as const;

/**
 * Makes a failing step visible on the lead: the error while it is retried, and
 * `delivery_failed_at` once it gave up (the job then waits, failed, in the dashboard).
 */
export async function recordDeliveryFailure(em: Em, failure: JobFailure): Promise<void> {
  const label = (stepLabel as Partial<Record<JobFailure['name'], string>>)[failure.name];
  const id = (failure.payload as { submission_id?: unknown } | undefined)?.submission_id;
  if (!label || typeof id !== 'number') return;
  const detail = failure.final
    ? `${label} failed after ${failure.attempt} attempt(s): ${failure.error.message}`
    : `${label} failed (attempt ${failure.attempt} of ${failure.maxAttempts}, retrying): ${failure.error.message}`;
  await em.nativeUpdate(
    ContactSubmission,
    { id },
    { delivery_error: detail.slice(0, 2000), ...(failure.final ? { delivery_failed_at: new Date() } : {}) },
  );
}
