import type { Em } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { RateLimiter } from '../../platform/rate-limit';
import type { ObjectStore } from '../../platform/storage';
import { validate } from '../shared';
import { claimUploads, discardSpooled, storeUploads, uploadRateLimit, type SpooledUpload } from '../photo';
import { findLeadByClientId, leadInput, leadRateLimit, enquiryInput, saveLead, type FormTokens, type Lead, type SavedLead } from '../lead';
import { consumeAddressLimit, CONTACT_BUCKET, UPLOAD_BUCKET } from './address-limit.service';

export interface LeadIntakeDeps {
  /** The per-address budgets (shared by every gateway). */
  limiter: RateLimiter;
  /** Where the photos sent with an enquiry go (needed only by the form that sends them). */
  storage?: ObjectStore;
  /** Checks the web form's signed render time (spam defence). */
  formTokens?: FormTokens;
  /** Tells the admin screens of every gateway about a new lead, once committed. Must not throw. */
  announce?: (lead: Lead) => void;
}

export interface Enquiry {
  /** The fields as the transport carried them: a JSON body, a GraphQL input, the form's fields. */
  input: unknown;
  /** The client's address: the per-address budgets and the record of its photos. */
  address: string;
  /** The sender's User-Agent (only its device class is kept). */
  userAgent?: string;
  /**
   * Photos sent with the enquiry itself (the contact page's form without JavaScript), already
   * checked and spooled to disk while the body was read; `problem`: why they were refused then.
   */
  photos?: { files: SpooledUpload[]; problem?: unknown };
}

export interface AcceptedLead extends SavedLead {
  /** The enquiry's own photos could not be stored (budget spent, storage down): it went without them. */
  photosFailed: boolean;
}

/** The lead's own fields and its client fields: what the form's photos wait on. */
const leadText = leadInput.extend({ client_id: enquiryInput.shape.client_id, language: enquiryInput.shape.language });
const textOf = (input: Record<string, unknown>) => Object.fromEntries(Object.keys(leadText.shape).flatMap((k) => (k in input ? [[k, input[k]]] : [])));

/** A refusal of the photos while they were read, as the error of the `photo_urls` field (what the form shows by the file input). */
function photoError(problem: unknown): AppError {
  if (!(problem instanceof AppError)) throw problem;
  return new AppError(problem.code, problem.message, { ...problem.extra, errors: [{ field: 'photo_urls', message: problem.message }] });
}

/**
 * Stores the enquiry's own photos under the upload budget; a failure costs only the photos
 * (docs/product.md §8: the enquiry still goes), so it answers no paths instead of throwing.
 */
async function storeOwnPhotos(em: Em, deps: LeadIntakeDeps, files: SpooledUpload[], address: string): Promise<string[] | undefined> {
  if (!deps.storage) throw new Error('acceptLead: photos sent with an enquiry need the object store');
  try {
    await consumeAddressLimit(deps.limiter, UPLOAD_BUCKET, address, uploadRateLimit, 'Too many uploads from your address');
    return await storeUploads(em, deps.storage, files, address);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    await discardSpooled(files);
    return undefined;
  }
}

/**
 * Accepts a lead, whatever carried it (REST `POST /api/contact`, GraphQL `submitContact`, the
 * contact page's form): the one place its rules are put together, in this order.
 * 1. The address's enquiry budget counts the attempt, valid or not (429 past it).
 * 2. With photos of its own (the form without JavaScript): the text is checked first (a form
 *    with a missing field stores no photo), then a photo refused while read is the answer; a
 *    `client_id` already stored answers its lead before any photo is stored.
 * 3. The photos are stored under the address's upload budget; failing that, the enquiry goes without them.
 * 4. `saveLead`: the spam signals (`website`, `form_token`) judged, the lead stored with its
 *    pipeline, or the lead its `client_id` names answered (`replayed`: nothing stored, started
 *    or announced); a new lead (not held back as spam) is announced once committed.
 * Spooled photos are removed from disk whatever happens.
 */
export async function acceptLead(em: Em, deps: LeadIntakeDeps, submission: Enquiry): Promise<AcceptedLead> {
  const files = submission.photos?.files ?? [];
  try {
    await consumeAddressLimit(deps.limiter, CONTACT_BUCKET, submission.address, leadRateLimit, 'Too many enquiries from your address');
    let input = submission.input;
    let photosFailed = false;
    if (submission.photos) {
      const fields = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
      let text: { client_id?: string };
      try {
        text = validate(leadText, { ...textOf(fields), photo_urls: [] });
      } catch (err) {
        const problem = submission.photos.problem;
        if (err instanceof AppError && err.code === 'VALIDATION' && problem instanceof AppError) {
          throw AppError.validation([...(err.extra.errors ?? []), { field: 'photo_urls', message: problem.message }]);
        }
        throw err;
      }
      if (submission.photos.problem) throw photoError(submission.photos.problem);
      const stored = text.client_id ? await findLeadByClientId(em, text.client_id) : null;
      if (stored) return { lead: stored, replayed: true, photosFailed: false };
      const photo_urls = files.length ? await storeOwnPhotos(em, deps, files, submission.address) : [];
      photosFailed = !photo_urls;
      input = { ...fields, photo_urls: photo_urls ?? [] };
    }
    const saved = await saveLead(em, input, {
      formTokens: deps.formTokens,
      userAgent: submission.userAgent,
      announce: deps.announce,
      claimPhotos: claimUploads,
    });
    return { ...saved, photosFailed };
  } finally {
    await discardSpooled(files);
  }
}
