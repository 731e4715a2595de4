import { LockMode } from '@mikro-orm/core';
import type { Em } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { controlCharacterField, validate } from '../shared';
import { ContactSubmission, type PhotoVariants } from './contact.entity';
import { contactStatusInput, contactSubmissionInput } from './contact.schemas';
import type { FormTokens } from './form-token';
import { mediaKeys, mediaPath, parseUploadPath } from '../media';
import { deliveryErrorText, deliveryFailedAt, deliveryState, startLeadPipeline } from './contact-pipeline.service';
import { claimUploads } from './lead-uploads.service';
import { leadAttribution, leadAttributionFields } from './lead-attribution';

/** Per client address (the REST route counts; GraphQL may use the same rule). */
export const contactRateLimit = { limit: 30, windowSeconds: 10 * 60 };

/** Why a submission is held back as spam, or null. Only what the web form adds is judged: a plain JSON client is never spam for lacking it. */
function spamVerdict(signals: { website?: string; form_token?: string }, formTokens?: FormTokens): string | null {
  if (signals.website?.trim()) return 'Filled the hidden field';
  if (signals.form_token !== undefined && formTokens) {
    const verdict = formTokens.check(signals.form_token);
    if (verdict === 'too_fast') return 'Sent less than 3 seconds after the form was shown';
    if (verdict === 'invalid') return 'Form token altered or forged';
  }
  return null;
}

/** Control characters refuse a whole body (`validate`); in the attribution they only cost the field: a lead is never refused for its origin. */
function withoutGarbledAttribution(input: unknown): unknown {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return input;
  return Object.fromEntries(
    Object.entries(input).filter(([key, value]) => !(leadAttributionFields as string[]).includes(key) || !controlCharacterField(value)),
  );
}

interface CreateContactOptions {
  /** Checks the web form's signed render time (spam defence). */
  formTokens?: FormTokens;
  /** The sender's User-Agent: only its device class is kept (lead-attribution.ts). */
  userAgent?: string;
  /**
   * Told about each lead once its transaction has committed (never one held back as spam): the
   * gateway's live updates of the admin screens. Must not throw; the lead is saved either way.
   */
  announce?: (lead: ContactSubmission) => void;
}

/**
 * Stores a homeowner's enquiry with status `new`, claims its uploaded photos and starts its
 * pipeline (outbox rows), in one transaction: the lead is either fully saved (and will be
 * delivered, whenever Redis answers) or not at all. A submission the spam defence holds back
 * is stored too (never lost), with its reason and no pipeline: no emails, no photo work.
 */
export async function createContact(em: Em, input: unknown, opts: CreateContactOptions = {}): Promise<ContactSubmission> {
  const { website, form_token, landing_page, form_page, referrer, utm_source, utm_medium, utm_campaign, ...data } = validate(
    contactSubmissionInput,
    withoutGarbledAttribution(input),
  );
  const spam_reason = spamVerdict({ website, form_token }, opts.formTokens);
  const attribution = leadAttribution({ landing_page, form_page, referrer, utm_source, utm_medium, utm_campaign }, opts.userAgent);
  const stored = await em.transactional(async (tx) => {
    const submission = tx.create(ContactSubmission, {
      ...data,
      ...attribution,
      status: 'new',
      pipeline_started_at: null,
      photo_variants: null,
      enqueued_at: null,
      photos_processed_at: null,
      staff_notified_at: null,
      homeowner_confirmed_at: null,
      delivery_errors: null,
      spam_reason,
      spam_at: spam_reason ? new Date() : null,
    });
    tx.persist(submission);
    await claimUploads(tx, data.photo_urls, submission);
    await tx.flush();
    if (!spam_reason) {
      startLeadPipeline(tx, submission);
      await tx.flush();
    }
    return submission;
  });
  // Committed: whoever hears of it can read it.
  if (!spam_reason) opts.announce?.(stored);
  return stored;
}

/** "Not spam": clears the verdict and sends the lead through the normal pipeline, once. */
export async function markNotSpam(em: Em, id: number): Promise<ContactSubmission> {
  return em.transactional(async (tx) => {
    const submission = await tx.findOne(ContactSubmission, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!submission) throw AppError.notFound('Contact submission');
    if (!submission.spam_at) return submission;
    submission.spam_reason = null;
    submission.spam_at = null;
    startLeadPipeline(tx, submission);
    await tx.flush();
    return submission;
  });
}

/** A lead the Contacts list shows (null when absent or held back as spam): what a live update carries. */
export function findListedContact(em: Em, id: number): Promise<ContactSubmission | null> {
  return em.findOne(ContactSubmission, { id, spam_at: null });
}

/** Newest first; leads held back as spam are listed only in the spam folder (`contactPage` with `spam`). */
export function listContacts(em: Em): Promise<ContactSubmission[]> {
  return em.find(ContactSubmission, { spam_at: null }, { orderBy: { created_at: 'desc', id: 'desc' } });
}

/** Any status may be set from any other (docs/product.md §4). */
export async function setContactStatus(em: Em, id: number, input: unknown): Promise<ContactSubmission> {
  const { status } = validate(contactStatusInput, input);
  const submission = await em.findOne(ContactSubmission, { id });
  if (!submission) throw AppError.notFound('Contact submission');
  if (submission.status !== status) submission.resolved_at = status === 'resolved' ? new Date() : null;
  submission.status = status;
  await em.flush();
  return submission;
}

export interface ContactPhotoView {
  /** The path the upload returned (publicly: the large variant). */
  path: string;
  large_url: string | null;
  thumb_url: string | null;
  /** The photo as uploaded: a short-lived signed link for the signed-in admin only. */
  original_url: string | null;
  width: number | null;
  height: number | null;
  error: string | null;
}

/**
 * Each photo with its variants. `signOriginal` turns `/media/originals/...` into a link the
 * admin's browser can open (the gateway signs it); without it no original is exposed.
 */
export function contactPhotos(s: Pick<ContactSubmission, 'photo_urls' | 'photo_variants'>, signOriginal?: (path: string) => string): ContactPhotoView[] {
  const variants = new Map<string, PhotoVariants>((s.photo_variants ?? []).map((v) => [v.path, v]));
  return s.photo_urls.map((path) => {
    const v = variants.get(path);
    const ref = parseUploadPath(path);
    return {
      path,
      large_url: v?.large ?? null,
      thumb_url: v?.thumb ?? null,
      original_url: ref && signOriginal ? signOriginal(mediaPath(mediaKeys.original(ref))) : null,
      width: v?.width ?? null,
      height: v?.height ?? null,
      error: v?.error ?? null,
    };
  });
}

/** The public answer to a submission: what was stored, without pipeline internals. */
export function publicContactView(s: ContactSubmission) {
  const { id, name, email, phone, address, city, subject, message, photo_urls, status, created_at, updated_at } = s;
  return { id, name, email, phone, address, city, subject, message, photo_urls, status, created_at, updated_at };
}

/** The admin's view of a lead: the stored fields, photos with variants, and delivery state. */
export function adminContactView(s: ContactSubmission, signOriginal?: (path: string) => string) {
  return {
    ...publicContactView(s),
    photos: contactPhotos(s, signOriginal),
    delivery_state: deliveryState(s),
    delivery_error: deliveryErrorText(s),
    enqueued_at: s.enqueued_at ?? null,
    photos_processed_at: s.photos_processed_at ?? null,
    staff_notified_at: s.staff_notified_at ?? null,
    homeowner_confirmed_at: s.homeowner_confirmed_at ?? null,
    delivery_failed_at: deliveryFailedAt(s),
    spam_reason: s.spam_reason ?? null,
    landing_page: s.landing_page ?? null,
    form_page: s.form_page ?? null,
    referrer_host: s.referrer_host ?? null,
    utm_source: s.utm_source ?? null,
    utm_medium: s.utm_medium ?? null,
    utm_campaign: s.utm_campaign ?? null,
    device: s.device ?? null,
    source: s.source ?? null,
    erased_at: s.erased_at ?? null,
  };
}
