import type { Em } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { jobIdOf, type JobName, type JobPayload } from '../../platform/queue';
import { validate } from '../shared/validate';
import { ContactSubmission, type PhotoVariants } from './contact.entity';
import { contactInput, contactStatusInput } from './contact.schemas';
import { mediaKeys, mediaPath, parseUploadPath } from './media-paths';
import { OutboxMessage } from './outbox.entity';
import { claimUploads } from './upload.service';

/** Per client address (the REST route counts; GraphQL may use the same rule). */
export const contactRateLimit = { limit: 30, windowSeconds: 10 * 60 };

/** What a new lead sets in motion, written with it (outbox): photos then staff email; the homeowner's confirmation. */
const newLeadJobs = ['contact.process-photos', 'contact.confirm-homeowner'] as const satisfies JobName[];

export function outboxRow<N extends JobName>(tx: Em, name: N, payload: JobPayload<N>): OutboxMessage {
  return tx.create(OutboxMessage, {
    job_name: name,
    job_id: jobIdOf(name, payload),
    payload: payload as Record<string, unknown>,
    enqueued_at: null,
    last_error: null,
  });
}

/**
 * Stores a homeowner's enquiry with status `new`, claims its uploaded photos and records
 * its jobs in the outbox, in one transaction: the lead is either fully saved (and will be
 * delivered, whenever Redis answers) or not at all.
 */
export async function createContact(em: Em, input: unknown): Promise<ContactSubmission> {
  const data = validate(contactInput, input);
  return em.transactional(async (tx) => {
    const submission = tx.create(ContactSubmission, {
      ...data,
      status: 'new',
      photo_variants: null,
      enqueued_at: null,
      photos_processed_at: null,
      staff_notified_at: null,
      homeowner_confirmed_at: null,
      delivery_error: null,
      delivery_failed_at: null,
    });
    tx.persist(submission);
    await claimUploads(tx, data.photo_urls, submission);
    await tx.flush();
    for (const name of newLeadJobs) tx.persist(outboxRow(tx, name, { submission_id: submission.id }));
    await tx.flush();
    return submission;
  });
}

/** Newest first. */
export function listContacts(em: Em): Promise<ContactSubmission[]> {
  return em.find(ContactSubmission, {}, { orderBy: { created_at: 'desc', id: 'desc' } });
}

/** Any status may be set from any other (spec 4). */
export async function setContactStatus(em: Em, id: number, input: unknown): Promise<ContactSubmission> {
  const { status } = validate(contactStatusInput, input);
  const submission = await em.findOne(ContactSubmission, { id });
  if (!submission) throw AppError.notFound('Contact submission');
  submission.status = status;
  await em.flush();
  return submission;
}

export const deliveryStates = ['received', 'queued', 'photos_ready', 'staff_notified', 'delivered', 'failed'] as const;
export type DeliveryState = (typeof deliveryStates)[number];

type DeliveryFields = Pick<
  ContactSubmission,
  'enqueued_at' | 'photos_processed_at' | 'staff_notified_at' | 'homeowner_confirmed_at' | 'delivery_failed_at'
>;

/** Where a lead is in the pipeline (docs/pipeline.md). */
export function deliveryState(s: DeliveryFields): DeliveryState {
  if (s.staff_notified_at && s.homeowner_confirmed_at) return 'delivered';
  if (s.staff_notified_at) return 'staff_notified';
  if (s.delivery_failed_at) return 'failed';
  if (s.photos_processed_at) return 'photos_ready';
  if (s.enqueued_at) return 'queued';
  return 'received';
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
    delivery_error: s.delivery_error ?? null,
    enqueued_at: s.enqueued_at ?? null,
    photos_processed_at: s.photos_processed_at ?? null,
    staff_notified_at: s.staff_notified_at ?? null,
    homeowner_confirmed_at: s.homeowner_confirmed_at ?? null,
    delivery_failed_at: s.delivery_failed_at ?? null,
  };
}
export type AdminContactView = ReturnType<typeof adminContactView>;
