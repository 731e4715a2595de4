import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Em } from '../../platform/db';
import { controlCharacterField, validate } from '../shared';
import { Lead } from './lead.entity';
import { enquiryInput } from './lead.schemas';
import type { FormTokens } from './form-token';
import { startLeadPipeline } from './lead-outbox';
import { AppError } from '../../platform/errors';
import { leadAttribution, leadAttributionFields } from './lead-attribution';
import { chooseLeadOwner } from '../lead-owner';

/** Per client address (the REST route counts; GraphQL may use the same rule). */
export const leadRateLimit = { limit: 30, windowSeconds: 10 * 60 };

interface SpamVerdict {
  /** Why the lead is held back (no pipeline until released), or why it is flagged; null: neither. */
  reason: string | null;
  /** Held back: only the honeypot or an altered token. Speed alone never hides a lead (docs/security.md). */
  held: boolean;
}

/** The spam defence's verdict. Only what the web form adds is judged: a plain JSON client is never spam for lacking it. */
function spamVerdict(signals: { website?: string; form_token?: string }, formTokens?: FormTokens): SpamVerdict {
  if (signals.website?.trim()) return { reason: 'Filled the hidden field', held: true };
  if (signals.form_token !== undefined && formTokens) {
    const verdict = formTokens.check(signals.form_token);
    if (verdict === 'invalid') return { reason: 'Form token altered or forged', held: true };
    if (verdict === 'too_fast') return { reason: 'Sent less than 3 seconds after the form was shown', held: false };
  }
  return { reason: null, held: false };
}

/** Control characters refuse a whole body (`validate`); in the attribution they only cost the field: a lead is never refused for its origin. */
function withoutGarbledAttribution(input: unknown): unknown {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return input;
  return Object.fromEntries(
    Object.entries(input).filter(([key, value]) => !(leadAttributionFields as string[]).includes(key) || !controlCharacterField(value)),
  );
}

/**
 * Claims a lead's photos inside its transaction: `paths` uploaded whole, `claim.ids` resumable
 * uploads of the enquiry `claim.clientId` (../photo's `claimUploads`, which the callers pass: the
 * photo module sits above this one, as an upload belongs to a lead).
 */
export type ClaimLeadPhotos = (tx: Em, paths: string[], lead: Lead, claim: { ids: string[]; clientId: string | null }) => Promise<void>;

interface CreateLeadOptions {
  /** Claims the enquiry's photos (../photo's `claimUploads`); an enquiry that names photos is refused without it. */
  claimPhotos?: ClaimLeadPhotos;
  /** Checks the web form's signed render time (spam defence). */
  formTokens?: FormTokens;
  /** The sender's User-Agent: only its device class is kept (lead-attribution.ts). */
  userAgent?: string;
  /**
   * Told about each new lead once its transaction has committed (never one held back as spam,
   * never a replay): the gateway's live updates of the admin screens. Must not throw; the lead
   * is saved either way.
   */
  announce?: (lead: Lead) => void;
}

/** What came of a submission: the lead, and whether it was stored before (a client's retry with the same `client_id`). */
export interface SavedLead {
  lead: Lead;
  /** The `client_id` named a lead already stored: this is that lead, nothing new was stored or started. */
  replayed: boolean;
}

/** The lead stored under a client's id, if any (read in its own context: the caller's may hold a failed insert). */
export function findLeadByClientId(em: Em, client_id: string): Promise<Lead | null> {
  return em.fork().findOne(Lead, { client_id });
}

/**
 * Stores a homeowner's lead with status `new`, claims its uploaded photos and starts its
 * pipeline (outbox rows), in one transaction: the lead is either fully saved (and will be
 * delivered, whenever Redis answers) or not at all. A lead the spam defence holds back
 * is stored too (never lost), with its reason and no pipeline: no emails, no photo work. A lead
 * sent too fast, and nothing else, travels as `possible_spam`: staff get it (marked), the
 * homeowner's confirmation waits for their release.
 *
 * A `client_id` already stored answers that lead (`replayed`): no second lead, pipeline or
 * announcement. Two requests with the same new id at once (two gateways, a retry racing its
 * original) meet at the column's unique constraint: the lead row is inserted before anything
 * else, so the second waits for the first to commit, fails, and reads the stored lead.
 */
export async function saveLead(em: Em, input: unknown, opts: CreateLeadOptions = {}): Promise<SavedLead> {
  const { website, form_token, landing_page, form_page, referrer, utm_source, utm_medium, utm_campaign, photo_ids, ...data } = validate(
    enquiryInput,
    withoutGarbledAttribution(input),
  );
  const client_id = data.client_id ?? null;
  const claimPhotos = opts.claimPhotos;
  // Never stored unchecked: a path or id is only kept once the photo module has claimed it.
  if (!claimPhotos && (data.photo_urls.length || photo_ids.length)) throw new AppError('INTERNAL', 'saveLead was given photos but no claimPhotos');
  if (client_id) {
    const stored = await findLeadByClientId(em, client_id);
    if (stored) return { lead: stored, replayed: true };
  }
  const spam = spamVerdict({ website, form_token }, opts.formTokens);
  const attribution = leadAttribution({ landing_page, form_page, referrer, utm_source, utm_medium, utm_campaign }, opts.userAgent);
  let stored: Lead;
  try {
    stored = await em.transactional(async (tx) => {
      // Its owner: the admin's rule for its city, else the next estimator (docs/admin.md, "Roles and owners"); spam waits for release.
      const owner_id = spam.held ? null : await chooseLeadOwner(tx, data.city);
      const submission = tx.create(Lead, {
        ...data,
        ...attribution,
        client_id,
        owner_id,
        status: 'new',
        pipeline_started_at: null,
        photo_variants: null,
        enqueued_at: null,
        photos_processed_at: null,
        staff_notified_at: null,
        homeowner_confirmed_at: null,
        delivery_errors: null,
        spam_reason: spam.reason,
        spam_at: spam.held ? new Date() : null,
        possible_spam: spam.reason !== null && !spam.held,
      });
      tx.persist(submission);
      // The row first: a parallel twin with the same client_id stops here, before claiming its photos.
      await tx.flush();
      if (claimPhotos) await claimPhotos(tx, data.photo_urls, submission, { ids: photo_ids, clientId: client_id });
      else submission.photos_pending = 0;
      await tx.flush();
      if (!spam.held) {
        startLeadPipeline(tx, submission);
        await tx.flush();
      }
      return submission;
    });
  } catch (err) {
    const twin = client_id && err instanceof UniqueConstraintViolationException ? await findLeadByClientId(em, client_id) : null;
    if (twin) return { lead: twin, replayed: true };
    throw err;
  }
  // Committed: whoever hears of it can read it.
  if (!spam.held) opts.announce?.(stored);
  return { lead: stored, replayed: false };
}

/** `saveLead`'s lead (what tests and seeds that never replay need). */
export async function createLead(em: Em, input: unknown, opts: CreateLeadOptions = {}): Promise<Lead> {
  return (await saveLead(em, input, opts)).lead;
}

/** The public answer to a new lead: what was stored, without pipeline internals. */
export function publicLeadView(s: Lead) {
  const { id, name, email, phone, address, city, subject, message, photo_urls, language, status, created_at, updated_at } = s;
  return { id, name, email, phone, address, city, subject, message, photo_urls, language, status, created_at, updated_at };
}
