import { LockMode } from '@mikro-orm/core';
import type { Em, Orm } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import type { Mailer } from '../../platform/mail';
import type { JobHandlersOf } from '../../platform/queue-contracts';
import type { ObjectStore } from '../../platform/storage';
import { describeOfficeHoursFr, getOfficeHours, getShownOfficeHours } from '../office-hours';
import { getSiteSettings } from '../site-settings';
import { Lead, type PhotoVariants } from '../lead';
import { reserveWithinCap, sendOnce, type EmailConfig, type SendCap } from '../email';
import { homeownerEmail, leadMessageId, staffEmail, type LeadEmailTemplates, type StaffPhoto } from './lead-emails';
import { clearStepFailure } from './lead-delivery.service';
import { makePhotoVariants, parseUploadPath, settleLeadPhotos, Upload, type ImageProcessor } from '../photo';
import type { leadPipelineJobs } from './lead-pipeline.jobs';

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
  /** The lead's signed booking page for the confirmation (the worker composes it from the booking module); absent: none. */
  bookingLink?: (lead: Lead) => Promise<string | null>;
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

const missingAsNull = (err: unknown) => {
  if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
  throw err;
};

const emailKey = (id: number, kind: 'staff' | 'homeowner') => `lead.${id}.${kind}`;

/** Confirmations to one address per day: the form must not be a way to mail someone repeatedly in the company's name. */
export const HOMEOWNER_DAILY_CAP = 3;
const homeownerCap: SendCap = { name: 'homeowner', family: 'lead.%.homeowner', max: HOMEOWNER_DAILY_CAP, windowMs: 24 * 60 * 60 * 1000 };
const HOMEOWNER_CAPPED = `Homeowner confirmation not sent: ${HOMEOWNER_DAILY_CAP} already went to this address in the last 24 hours`;

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
        await savePhotoVariant(em, s.id, made ?? (await makePhotoVariants(deps, path)));
      }
      // Ends the step and asks for the staff e-mail unless a photo is still on its way (its arrival does it then).
      const wrote = await settleLeadPhotos(em, s.id);
      await clearStepFailure(em, s.id, 'contact.process-photos');
      if (wrote) deps.onOutboxWritten?.();
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
      if (!(await reserveWithinCap(em, key, s.email, leadMessageId(deps.config, s, 'homeowner'), homeownerCap))) {
        deps.log.warn('homeowner confirmation not sent: daily cap for this address', { submission_id: s.id });
        // A permanent failure of this step: shown on the lead, left alone by the reconciler
        // (its job failed for good), never sent a day later when the cap has passed.
        throw new AppError('FORBIDDEN', HOMEOWNER_CAPPED);
      }
      const hours = s.language === 'fr' ? describeOfficeHoursFr((await getOfficeHours(em)).hours) : (await getShownOfficeHours(em)).text;
      await sendOnce(
        em,
        deps.mailer,
        key,
        async () => homeownerEmail(deps.config, s, settings, deps.templates, hours, (await deps.bookingLink?.(s)) ?? null),
        deps.log,
      );
      await em.nativeUpdate(Lead, { id: s.id, homeowner_confirmed_at: null }, { homeowner_confirmed_at: new Date() });
      await clearStepFailure(em, s.id, 'contact.confirm-homeowner');
    },
  };
}
