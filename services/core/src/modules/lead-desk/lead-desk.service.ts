import type { Em } from '../../platform/db';
import { validate } from '../shared';
import { confirmHomeownerNow, Lead, leadStatusInput, publicLeadView, recordFirstResponse, startLeadPipeline, type PhotoVariants } from '../lead';
import { leadOutcomeView } from './lead-outcome.service';
import { deliveryErrorText, deliveryFailedAt, deliveryState } from '../lead-pipeline';
import { mediaKeys, mediaPath, parseUploadPath } from '../photo';
import { chooseLeadOwner } from '../lead-owner';
import { changeLeadFor, leadAccessFilter, type LeadViewer } from './lead-access';
import { leadClockView, type LeadClock } from './lead-clock';

/**
 * "Not spam": clears the verdict and sends the lead through the normal pipeline, once. A
 * possible spam lead (sent too fast, already with staff) gets its homeowner confirmation now.
 */
export async function markNotSpam(em: Em, id: number, viewer: LeadViewer): Promise<Lead> {
  return changeLeadFor(em, id, viewer, async (tx, submission) => {
    if (submission.possible_spam && !submission.spam_at) {
      submission.possible_spam = false;
      submission.spam_reason = null;
      if (submission.pipeline_started_at) confirmHomeownerNow(tx, submission);
      await tx.flush();
      return submission;
    }
    if (!submission.spam_at) return submission;
    submission.spam_reason = null;
    submission.spam_at = null;
    // Held back, it had no owner; released, it gets one as a new lead does.
    submission.owner_id ??= await chooseLeadOwner(tx, submission.city);
    startLeadPipeline(tx, submission);
    await tx.flush();
    return submission;
  });
}

/** A lead the viewer's Contacts list shows (null when absent, held back as spam or not theirs to see): what a live update carries. */
export function findListedLead(em: Em, id: number, viewer: LeadViewer): Promise<Lead | null> {
  return em.findOne(Lead, { $and: [{ id, spam_at: null }, leadAccessFilter(viewer)] });
}

/** Newest first, the leads the viewer sees; leads held back as spam are listed only in the spam folder (`contactPage` with `spam`). */
export function listLeads(em: Em, viewer: LeadViewer): Promise<Lead[]> {
  return em.find(Lead, { $and: [{ spam_at: null }, leadAccessFilter(viewer)] }, { orderBy: { created_at: 'desc', id: 'desc' } });
}

/** Any status may be set from any other (docs/product.md §4). */
export async function setLeadStatus(em: Em, id: number, input: unknown, viewer: LeadViewer): Promise<Lead> {
  const { status } = validate(leadStatusInput, input);
  return changeLeadFor(em, id, viewer, async (tx, submission) => {
    if (submission.status !== status) submission.resolved_at = status === 'resolved' ? new Date() : null;
    // Leaving "new" is an answer: the response clock stops (once; later changes leave it).
    if (submission.status === 'new' && status !== 'new') recordFirstResponse(submission, 'status');
    submission.status = status;
    await tx.flush();
    return submission;
  });
}

export interface LeadPhotoView {
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
export function leadPhotos(s: Pick<Lead, 'photo_urls' | 'photo_variants'>, signOriginal?: (path: string) => string): LeadPhotoView[] {
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

/**
 * The admin's view of a lead: the stored fields, photos with variants, delivery state, and its
 * response clock (`clock`: the office settings read once per request; without it the clock fields are null).
 */
export function adminLeadView(s: Lead, signOriginal?: (path: string) => string, clock?: LeadClock) {
  return {
    ...publicLeadView(s),
    ...leadClockView(s, clock),
    first_response_at: s.first_response_at ?? null,
    first_response_kind: s.first_response_kind ?? null,
    photos: leadPhotos(s, signOriginal),
    photos_pending: s.photos_pending ?? 0,
    photos_missing: s.photos_missing ?? 0,
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
    owner_id: s.owner_id ?? null,
    language: s.language === 'fr' ? ('fr' as const) : ('en' as const),
    ...leadOutcomeView(s),
  };
}
