import { LockMode } from '@mikro-orm/core';
import type { Em, Orm } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { ImageProcessor } from '../media';
import type { Logger } from '../../platform/logger';
import type { Mailer, MailMessage } from '../../platform/mail';
import type { JobHandlersOf } from '../../platform/queue-contracts';
import type { ObjectStore } from '../../platform/storage';
import { describeOfficeHoursFr, getOfficeHours, getShownOfficeHours } from '../office-hours';
import { getSiteSettings } from '../site-settings';
import { Lead, type PhotoVariants, Upload } from '../lead';
import { homeownerEmail, leadMessageId, staffEmail, type EmailConfig, type LeadEmailTemplates, type StaffPhoto } from './lead-emails';
import { clearStepFailure } from './lead-delivery.service';
import { mediaKeys, mediaPath, parseUploadPath, uploadPath } from '../media';
import { settleLeadPhotos } from './photo-arrival.service';
import type { leadPipelineJobs } from './lead-pipeline.jobs';
import { SentEmail } from './sent-email.entity';

export interface LeadPipelineDeps {
  orm: Orm;
  storage: ObjectStore;
  mailer: Mailer;
  images: ImageProcessor;
  config: EmailConfig;
  /** The e-mails' layout (the worker's React templates). */
  templates: LeadEmailTemplates;
  log: Logger;
  /** Tells the outbox relay a job wrote rows (so it runs now rather than at its next tick). */
  onOutboxWritten?: () => void;
}

type LeadRef = { submission_id: number; submission_uid?: string };

/**
 * The lead a job is about, or null when this database has no such lead (a job queued before
 * a backup was restored, whose row id now names another lead or none) or its personal data was
 * erased: nothing to do then.
 */
async function loadLead(em: Em, ref: LeadRef, log: Logger): Promise<Lead | null> {
  const s = await em.findOne(Lead, { id: ref.submission_id });
  if (s?.erased_at) return null; // its homeowner's data was erased: nothing is left to send
  if (s && (!ref.submission_uid || s.uid === ref.submission_uid)) return s;
  log.warn('job names a lead this database does not have; skipped', { ...ref });
  return null;
}

/** Variants of one photo; a photo that cannot be decoded is recorded as such, not retried. */
async function photoVariants(deps: LeadPipelineDeps, path: string): Promise<PhotoVariants> {
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
 * Records one photo's variants as soon as they exist (under the row lock, merged by path): the
 * staff e-mail shows what is ready, and a job re-run after a crash starts at the next photo.
 */
async function savePhotoVariant(em: Em, id: number, variant: PhotoVariants): Promise<void> {
  const ref = parseUploadPath(variant.path);
  if (ref) await em.fork().nativeUpdate(Upload, { id: ref.id, variants: null }, { variants: variant });
  await em.fork().transactional(async (tx) => {
    const s = await tx.findOneOrFail(Lead, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    s.photo_variants = [...(s.photo_variants ?? []).filter((v) => v.path !== variant.path), variant];
  });
}

/** How long a worker keeps trying to record an e-mail the mail server accepted while PostgreSQL is away. */
const RECORD_SENT_FOR_MS = 120_000;

/**
 * Records that the mail server accepted `key`, when the transaction that sent it could not
 * commit (PostgreSQL restarting, a connection cut). The worker is the only one that knows the
 * mail went out: it keeps trying for `RECORD_SENT_FOR_MS` rather than let the retry send again.
 */
async function recordSent(em: Em, key: string, log?: Logger): Promise<void> {
  const until = Date.now() + RECORD_SENT_FOR_MS;
  for (let wait = 250; ; wait = Math.min(wait * 2, 5_000)) {
    try {
      await em.fork().nativeUpdate(SentEmail, { key }, { state: 'sent', sent_at: new Date(), last_error: null });
      return;
    } catch (err) {
      if (Date.now() > until) throw err;
      log?.warn('e-mail accepted by the mail server but not yet recorded; retrying', { key, error: (err as Error).message });
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}

/**
 * Sends `message` unless a row says it was sent already. The row is inserted first (`pending`)
 * and locked while sending, so two runs of one job never both send; its `sent` state commits
 * the moment the server accepts (and, should that commit fail, `recordSent` writes it). A failed send leaves it `pending` with the error. A crash between the
 * server's acceptance and that record is the one case that resends, with the same Message-ID
 * (docs/pipeline.md).
 */
export async function sendOnce(em: Em, mailer: Mailer, key: string, build: () => Promise<MailMessage>, log?: Logger): Promise<boolean> {
  const done = await em.findOne(SentEmail, { key });
  if (done?.state === 'sent') return false;
  const message = await build();
  const recipient = typeof message.to === 'string' ? message.to : message.to.address;
  await em
    .createQueryBuilder(SentEmail)
    .insert({ key, message_id: message.messageId, recipient, state: 'pending', attempts: 0, last_error: null, created_at: new Date(), sent_at: null })
    .onConflict('key')
    .ignore()
    .execute();
  let accepted = false;
  try {
    return await em.transactional(async (tx) => {
      const row = await tx.findOneOrFail(SentEmail, { key }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (row.state === 'sent') return false;
      // Written before sending, committed right after the server accepts: between the two
      // there is only the COMMIT (a refused send rolls it back).
      row.state = 'sent';
      row.sent_at = new Date();
      row.attempts += 1;
      row.last_error = null;
      await tx.flush();
      await mailer.send(message);
      accepted = true;
      return true;
    });
  } catch (err) {
    if (accepted) {
      await recordSent(em, key, log);
      return true;
    }
    await em
      .execute(`update sent_emails set attempts = attempts + 1, last_error = ? where key = ? and state = 'pending'`, [
        (err as Error).message.slice(0, 1000),
        key,
      ])
      .catch(() => undefined);
    throw err;
  }
}

const missingAsNull = (err: unknown) => {
  if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
  throw err;
};

export const emailKey = (id: number, kind: 'staff' | 'homeowner') => `lead.${id}.${kind}`;

/** Confirmations to one address per day: the form must not be a way to mail someone repeatedly in the company's name. */
export const HOMEOWNER_DAILY_CAP = 3;
const HOMEOWNER_CAPPED = `Homeowner confirmation not sent: ${HOMEOWNER_DAILY_CAP} already went to this address in the last 24 hours`;

/**
 * Claims one of the day's confirmations to `recipient` by writing its `sent_emails` row, under a
 * lock on the address so parallel jobs cannot both take the last one. True when this message
 * may go (also when its row exists already: a retry of the same message).
 */
async function reserveHomeownerConfirmation(em: Em, key: string, recipient: string, messageId: string): Promise<boolean> {
  return em.transactional(async (tx) => {
    const conn = tx.getConnection();
    const address = recipient.trim().toLowerCase();
    await conn.execute('select pg_advisory_xact_lock(hashtext(?))', [`homeowner:${address}`]);
    if (await tx.count(SentEmail, { key })) return true;
    const since = new Date(Date.now() - 24 * 60 * 60 * 1000);
    const [row] = await conn.execute<{ n: string }[]>(
      "select count(*) as n from sent_emails where lower(recipient) = ? and key like 'lead.%.homeowner' and created_at > ?",
      [address, since],
    );
    if (Number(row?.n ?? 0) >= HOMEOWNER_DAILY_CAP) return false;
    await tx
      .createQueryBuilder(SentEmail)
      .insert({ key, message_id: messageId, recipient, state: 'pending', attempts: 0, last_error: null, created_at: new Date(), sent_at: null })
      .onConflict('key')
      .ignore()
      .execute();
    return true;
  });
}

/** The staff e-mail's view of each photo: ready (thumbnail inline), unreadable, or still being processed. */
async function staffPhotos(deps: LeadPipelineDeps, s: Lead): Promise<StaffPhoto[]> {
  const variants = new Map((s.photo_variants ?? []).map((v) => [v.path, v]));
  const photos: StaffPhoto[] = [];
  for (const path of s.photo_urls) {
    const v = variants.get(path);
    if (!v) {
      photos.push({ url: null, thumb: null, error: null, processing: true });
      continue;
    }
    const thumbKey = v.thumb?.replace(/^\/media\//, '');
    photos.push({
      url: v.large ? `${deps.config.publicUrl}${v.large}` : null,
      thumb: thumbKey ? await deps.storage.getBuffer(thumbKey).catch(missingAsNull) : null,
      error: v.error ?? null,
      processing: false,
    });
  }
  return photos;
}

export function leadPipelineJobHandlers(deps: LeadPipelineDeps): JobHandlersOf<typeof leadPipelineJobs> {
  return {
    async 'contact.process-photos'(ref) {
      const em = deps.orm.em.fork();
      const s = await loadLead(em, ref, deps.log);
      if (!s || s.photos_processed_at) return;
      const done = new Set((s.photo_variants ?? []).map((v) => v.path));
      // One at a time: each decode holds a bitmap (the image adapter also bounds decodes per process).
      for (const path of s.photo_urls) {
        if (done.has(path)) continue;
        // Made on arrival already (a resumable upload's own job): taken as they are, not made twice.
        const id = parseUploadPath(path)?.id;
        const made = id ? (await em.fork().findOne(Upload, { id }, { fields: ['variants'] }))?.variants : null;
        await savePhotoVariant(em, s.id, made ?? (await photoVariants(deps, path)));
      }
      // Ends the step and asks for the staff e-mail unless a photo is still on its way (its arrival does it then).
      const wrote = await settleLeadPhotos(em, s.id);
      await clearStepFailure(em, s.id, 'contact.process-photos');
      if (wrote) deps.onOutboxWritten?.();
    },

    async 'upload.process-photo'({ upload_id }) {
      const em = deps.orm.em.fork();
      const upload = await em.findOne(Upload, { id: upload_id });
      if (!upload) return; // refused or removed meanwhile
      if (upload.completed_at && upload.ext && !upload.variants) {
        const variants = await photoVariants(deps, uploadPath({ id: upload.id, ext: upload.ext }));
        await em.fork().nativeUpdate(Upload, { id: upload.id, variants: null }, { variants });
      }
      // Read again: a lead may have claimed it while its variants were being made.
      const claimed = await em.fork().findOne(Upload, { id: upload_id }, { fields: ['submission'] });
      const leadId = claimed?.submission?.id;
      if (leadId && (await settleLeadPhotos(em, leadId))) deps.onOutboxWritten?.();
    },

    async 'contact.notify-staff'(ref) {
      const em = deps.orm.em.fork();
      const s = await loadLead(em, ref, deps.log);
      if (!s) return;
      const sent = await sendOnce(
        em,
        deps.mailer,
        emailKey(s.id, 'staff'),
        async () => staffEmail(deps.config, s, await staffPhotos(deps, s), deps.templates),
        deps.log,
      );
      if (sent) deps.log.info('staff notified of lead', { submission_id: s.id });
      await em.nativeUpdate(Lead, { id: s.id, staff_notified_at: null }, { staff_notified_at: new Date() });
      await clearStepFailure(em, s.id, 'contact.notify-staff');
    },

    async 'contact.confirm-homeowner'(ref) {
      const em = deps.orm.em.fork();
      const s = await loadLead(em, ref, deps.log);
      // Possible spam: the homeowner hears nothing until staff release the lead (which queues this again).
      if (!s || s.possible_spam) return;
      const settings = await getSiteSettings(em);
      const key = emailKey(s.id, 'homeowner');
      if (!(await reserveHomeownerConfirmation(em, key, s.email, leadMessageId(deps.config, s, 'homeowner')))) {
        deps.log.warn('homeowner confirmation not sent: daily cap for this address', { submission_id: s.id });
        // A permanent failure of this step: shown on the lead, left alone by the reconciler
        // (its job failed for good), never sent a day later when the cap has passed.
        throw new AppError('FORBIDDEN', HOMEOWNER_CAPPED);
      }
      const hours = s.language === 'fr' ? describeOfficeHoursFr((await getOfficeHours(em)).hours) : (await getShownOfficeHours(em)).text;
      await sendOnce(em, deps.mailer, key, async () => homeownerEmail(deps.config, s, settings, deps.templates, hours), deps.log);
      await em.nativeUpdate(Lead, { id: s.id, homeowner_confirmed_at: null }, { homeowner_confirmed_at: new Date() });
      await clearStepFailure(em, s.id, 'contact.confirm-homeowner');
    },
  };
}
