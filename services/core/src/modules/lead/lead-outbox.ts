import type { Em } from '../../platform/db';
import { addOutboxJob } from '../outbox';
import type { Lead } from './lead.entity';
import { leadExternalNames } from './lead.external-names';
import { confirmHomeownerJob, notifyStaffJob, processLeadPhotosJob, type LeadJobRef } from './lead.jobs';

/**
 * How long the staff e-mail waits for a lead's photos. Photos normally take a few seconds and
 * the e-mail then goes out as soon as they are ready; when photo work is slow or failing, the
 * e-mail goes at this point anyway, with the photos ready by then and a line for the rest.
 */
export const PHOTO_WAIT_MS = 15_000;
/**
 * How long the staff e-mail waits for photos still being uploaded (resumable uploads claimed by
 * the lead before they were complete). Each arriving photo is processed at once and the last one
 * sends the e-mail; past this wait it goes anyway, saying how many photos are still coming (they
 * appear on the lead card when they arrive).
 */
export const UPLOAD_WAIT_MS = 120_000;
/** The outbox `ref` of a lead's jobs (the reconciler matches owed work by it). */
export const leadOutboxRef = (id: number) => `${leadExternalNames.outboxRef}:${id}`;
/** The payload of each of a lead's jobs. */
export const leadJobPayload = (s: Pick<Lead, 'id' | 'uid'>): LeadJobRef => ({ submission_id: s.id, submission_uid: s.uid });

/**
 * Starts a stored lead's delivery: its jobs go to the outbox in the caller's transaction, so
 * they run if and only if that transaction commits. The one entry point for every lead that is
 * to reach staff (a new one, or one released later by an admin); `s` must have its id
 * (flushed). A lead flagged `possible_spam` gets no homeowner confirmation job (yet).
 *
 * The staff e-mail: at once when every photo is there and processed (made on arrival); else it
 * is queued now to run once the photos are ready (the photo jobs ask for it again) and at the
 * latest `PHOTO_WAIT_MS` from now, or `UPLOAD_WAIT_MS` while photos are still being uploaded
 * (`photos_pending`): it never waits on photo work that is failing, nor on a phone gone quiet.
 */
export function startLeadPipeline(tx: Em, s: Lead): void {
  const now = new Date();
  const ref = leadOutboxRef(s.id);
  const payload = leadJobPayload(s);
  s.pipeline_started_at = now;
  const processed = new Set((s.photo_variants ?? []).map((v) => v.path));
  const unprocessed = s.photo_urls.some((path) => !processed.has(path));
  const pending = s.photos_pending ?? 0;
  if (unprocessed) addOutboxJob(tx, { job: processLeadPhotosJob, payload, ref });
  else if (s.photo_urls.length && !pending) s.photos_processed_at ??= now;
  const wait = pending ? UPLOAD_WAIT_MS : unprocessed ? PHOTO_WAIT_MS : 0;
  addOutboxJob(tx, { job: notifyStaffJob, payload, ref, runAt: wait ? new Date(now.getTime() + wait) : undefined });
  // A possible spam lead's homeowner hears nothing until staff release it (`confirmHomeownerNow`).
  if (!s.possible_spam) addOutboxJob(tx, { job: confirmHomeownerJob, payload, ref });
}

/** The homeowner confirmation of a released possible-spam lead (sent once: the send ledger). */
export function confirmHomeownerNow(tx: Em, s: Pick<Lead, 'id' | 'uid'>): void {
  addOutboxJob(tx, { job: confirmHomeownerJob, payload: leadJobPayload(s), ref: leadOutboxRef(s.id) });
}

/** The staff e-mail right away: the photos are ready (the deferred one then finds it sent). */
export function notifyStaffNow(tx: Em, s: Pick<Lead, 'id' | 'uid'>): void {
  addOutboxJob(tx, { job: notifyStaffJob, payload: leadJobPayload(s), ref: leadOutboxRef(s.id) });
}
