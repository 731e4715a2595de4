import { LockMode } from '@mikro-orm/core';
import type { Em } from '../../platform/db';
import { addOutboxJob, expectedJob, type ReconcileSource } from '../outbox';
import { Lead, notifyStaffNow } from '../lead';
import { uploadPath } from './media-paths';
import { processUploadJob } from './photo.jobs';
import { Upload } from './upload.entity';

/**
 * Photos on arrival (docs/pipeline.md): a resumable upload is processed the moment its bytes are
 * complete, whether or not a lead claimed it yet; a lead that claimed it gets the photo and its
 * variants as they are made, and its staff e-mail leaves with the last one.
 */

/** The outbox `ref` of an upload's arrival job (the reconciler matches owed work by it). */
export const uploadOutboxRef = (id: string) => `upload:${id}`;

/** The arrival job of one upload: make its variants, attach them to its lead, settle the lead. */
const queueArrival = (tx: Em, upload: Pick<Upload, 'id'>) =>
  addOutboxJob(tx, { job: processUploadJob, payload: { upload_id: upload.id }, ref: uploadOutboxRef(upload.id) });

/**
 * A resumable upload is complete (its bytes checked and stored as the original, its row stamped
 * `completed_at`): queues `upload.process-photo` in the caller's transaction, so the work runs
 * if and only if the completion commits.
 */
export function photoArrived(tx: Em, upload: Upload): void {
  queueArrival(tx, upload);
}

/**
 * A claimed upload expired unfinished: records it on its row (`missing_at`: the lead shows "1
 * photo never arrived") and settles its lead, whose staff e-mail then waits for it no longer.
 * `upload` must be managed by `tx` (the caller's transaction writes it).
 */
export function markPhotoMissing(tx: Em, upload: Upload): void {
  upload.missing_at ??= new Date();
  tx.persist(upload);
  queueArrival(tx, upload);
}

/**
 * Under the lead's row lock: attaches every claimed upload that arrived (its path to
 * `photo_urls`, its variants to `photo_variants`, each once) and, when no photo is on its way
 * any more and every photo has variants, ends the photo step (`photos_processed_at`) and asks
 * for the staff e-mail at once (the send ledger keeps it single). A lead held back as spam only
 * collects its photos (its pipeline starts on release). True when it wrote an outbox row.
 */
export async function settleLeadPhotos(em: Em, leadId: number): Promise<boolean> {
  return em.fork().transactional(async (tx) => {
    const s = await tx.findOne(Lead, { id: leadId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!s || s.erased_at) return false;
    const uploads = await tx.find(Upload, { lead: s.id }, { orderBy: { claimed_at: 'asc', created_at: 'asc' } });
    const urls = [...s.photo_urls];
    const variants = [...(s.photo_variants ?? [])];
    for (const u of uploads) {
      if (!u.completed_at || !u.ext) continue;
      const path = uploadPath({ id: u.id, ext: u.ext });
      if (!urls.includes(path)) urls.push(path);
      if (u.variants && !variants.some((v) => v.path === path)) variants.push(u.variants);
    }
    if (urls.length !== s.photo_urls.length) s.photo_urls = urls;
    if (variants.length !== (s.photo_variants?.length ?? 0)) s.photo_variants = variants;
    const pending = uploads.filter((u) => !u.completed_at && !u.missing_at).length;
    const processed = urls.every((path) => variants.some((v) => v.path === path));
    let wrote = false;
    if (!pending && processed && s.pipeline_started_at && !s.photos_processed_at) {
      if (urls.length) s.photos_processed_at = new Date();
      if (!s.staff_notified_at) {
        notifyStaffNow(tx, s);
        wrote = true;
      }
    }
    await tx.flush();
    return wrote;
  });
}

/** Arrival work is owed this long after an upload completed before the reconciler checks its job. */
const RECONCILE_AFTER_MS = 2 * 60_000;
/** ... and no further back than this. */
const RECONCILE_HORIZON_MS = 24 * 60 * 60_000;

/**
 * The reconciler's view of uploads: completed ones whose variants were never made, or whose
 * variants never reached the lead that claimed them (an arrival job Redis lost).
 */
export function uploadReconcileSource(options: { olderThanMs?: number } = {}): ReconcileSource {
  return async (em) => {
    const now = Date.now();
    const rows = await em.execute<{ id: string }[]>(
      `select u.id from uploads u left join contact_submissions s on s.id = u.submission_id
       where u.completed_at < ? and u.completed_at > ? and u.ext is not null
         and (u.variants is null
           or (s.id is not null and s.erased_at is null
               and not coalesce(s.photo_variants, '[]'::jsonb) @> jsonb_build_array(jsonb_build_object('path', '/media/uploads/' || u.id || '.' || u.ext))))
       order by u.completed_at limit 1000`,
      [new Date(now - (options.olderThanMs ?? RECONCILE_AFTER_MS)), new Date(now - RECONCILE_HORIZON_MS)],
    );
    return rows.map((r) => expectedJob(uploadOutboxRef(r.id), processUploadJob, { upload_id: r.id }));
  };
}
