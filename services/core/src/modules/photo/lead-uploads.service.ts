import { LockMode } from '@mikro-orm/core';
import type { Em } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { ObjectStore } from '../../platform/storage';
import type { Lead } from '../lead';
import { mediaKeys, parseOriginalKey, parseUploadPath, uploadPath } from './media-paths';
import { discardSpooled, type SpooledUpload } from './upload.service';
import { originalKeyOf, Upload } from './upload.entity';

/** Unclaimed uploads older than this are deleted (the product is no free image host). */
export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Moves checked uploads into the object store and records them (unclaimed); answers their
 * paths. All or nothing: on any failure the stored objects are removed again.
 */
export async function storeUploads(em: Em, storage: ObjectStore, files: SpooledUpload[], ip: string): Promise<string[]> {
  const keys: string[] = [];
  try {
    for (const f of files) {
      const key = mediaKeys.original(f);
      keys.push(key);
      await storage.putFile(key, f.tmpPath, f.contentType);
    }
    await em.transactional(async (tx) => {
      for (const f of files) {
        tx.persist(
          tx.create(Upload, {
            id: f.id,
            ext: f.ext,
            content_type: f.contentType,
            size: f.size,
            width: f.width,
            height: f.height,
            ip: ip.slice(0, 64),
            client_id: null,
            completed_at: new Date(),
            lead: null,
            claimed_at: null,
          }),
        );
      }
    });
  } catch (err) {
    await storage.remove(keys).catch(() => undefined);
    if (err instanceof AppError) throw err;
    throw new AppError('UNAVAILABLE', 'Photo storage is not available right now; please try again in a minute');
  } finally {
    await discardSpooled(files);
  }
  return files.map(uploadPath);
}

/** What a lead claims besides `photo_urls`: its resumable uploads, by id, and the enquiry's client id. */
export interface UploadClaim {
  /** Resumable (tus) upload ids, finished or still on their way. */
  ids?: string[];
  /** The enquiry's client-made id: each claimed id must have been made for it (no id: none can be claimed). */
  clientId?: string | null;
}

/**
 * Inside the lead's transaction: the uploads named by `paths` (each must come from
 * `/api/upload`, within 24 hours, and not be claimed yet) and by `claim.ids` (resumable uploads
 * of the last 24 hours, finished or not, not claimed yet, made for the enquiry `claim.clientId`),
 * locked and claimed by the lead. A finished one joins `photo_urls` at once,
 * with its variants when the worker made them already; an unfinished one stays pending (its
 * row names the lead) and attaches when it completes (photo-arrival.service.ts, "photos on arrival").
 * Sets `lead.photos_pending` to how many are still on their way. An id of this enquiry whose
 * upload expired or vanished is kept as a missing photo: the lead is never refused for it.
 */
export async function claimUploads(tx: Em, paths: string[], lead: Lead, claim: UploadClaim = {}): Promise<void> {
  const ids = claim.ids ?? [];
  lead.photos_pending = 0;
  if (!paths.length && !ids.length) return;
  const refs = paths.map((p) => parseUploadPath(p));
  const pathIds = refs.flatMap((r) => (r ? [r.id] : []));
  const rows = await tx.find(Upload, { id: { $in: [...new Set([...pathIds, ...ids])] } }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const cutoff = Date.now() - UNCLAIMED_UPLOAD_TTL_MS;
  const fresh = (row: Upload | undefined): row is Upload => !!row && row.created_at.getTime() >= cutoff && !row.missing_at;
  const pathErrors = paths.flatMap((path, i) => {
    const ref = refs[i];
    const row = ref && byId.get(ref.id);
    if (!ref || !fresh(row) || row.ext !== ref.ext) {
      return [{ field: `photo_urls.${i}`, message: `${path} is not a photo uploaded in the last 24 hours; upload it again` }];
    }
    if (row.lead) return [{ field: `photo_urls.${i}`, message: `${path} belongs to another submission; upload it again` }];
    return [];
  });
  const idErrors = ids.flatMap((id, i) => {
    const row = byId.get(id);
    // Gone (expired idle, or removed): the lead still goes, and the photo is recorded as missing below.
    if (!row) return [];
    // Someone else's upload (made for another enquiry, or claimed without naming one) is not found, as the tus endpoint answers it.
    if (!claim.clientId || row.client_id !== claim.clientId) {
      return [{ field: `photo_ids.${i}`, message: `${id} is not a photo upload of this enquiry; upload it again` }];
    }
    if (row.lead) return [{ field: `photo_ids.${i}`, message: `${id} belongs to another submission; upload it again` }];
    return [];
  });
  const errors = [...pathErrors, ...idErrors];
  if (errors.length) throw AppError.validation(errors);
  const now = new Date();
  const urls = [...lead.photo_urls];
  const variants = [...(lead.photo_variants ?? [])];
  for (const row of rows) {
    row.lead = lead;
    row.claimed_at = now;
  }
  for (const id of ids) {
    const row = byId.get(id);
    if (!row || !fresh(row)) {
      // A photo of this enquiry that can no longer arrive never costs the homeowner the lead:
      // it is kept as a missing photo ("1 photo never arrived" on the card and the staff e-mail).
      markVanished(tx, row, id, lead, claim.clientId!, now);
      continue;
    }
    if (!row.completed_at || !row.ext) {
      lead.photos_pending += 1;
      continue;
    }
    const path = uploadPath({ id: row.id, ext: row.ext });
    if (!urls.includes(path)) urls.push(path);
    if (row.variants && !variants.some((v) => v.path === path)) variants.push(row.variants);
  }
  lead.photo_urls = urls;
  lead.photo_variants = variants.length ? variants : (lead.photo_variants ?? null);
}

/** A claimed photo id whose upload expired or vanished: claimed by the lead and marked missing. */
function markVanished(tx: Em, row: Upload | undefined, id: string, lead: Lead, clientId: string, now: Date): void {
  if (row) {
    row.missing_at ??= now;
    return;
  }
  tx.persist(
    tx.create(Upload, {
      id,
      client_id: clientId,
      ext: null,
      content_type: null,
      size: 0,
      width: null,
      height: null,
      completed_at: null,
      variants: null,
      missing_at: now,
      lead,
      claimed_at: now,
    }),
  );
}

/**
 * Part of the worker's hourly `housekeeping.sweep`: deletes uploads no lead claimed
 * within 24 hours, and originals left by a crash between storing and recording (objects
 * without a row).
 */
export async function pruneUploads(em: Em, storage: ObjectStore, now = new Date()): Promise<{ removed: number }> {
  const cutoff = new Date(now.getTime() - UNCLAIMED_UPLOAD_TTL_MS);
  let removed = 0;
  for (;;) {
    // Only uploads with stored bytes (their type known): the gateway that holds an unfinished one expires it.
    const stale = await em.find(Upload, { lead: null, ext: { $ne: null }, created_at: { $lt: cutoff } }, { limit: 500 });
    if (!stale.length) break;
    // An unfinished resumable upload has no original yet; one finished may have variants made on arrival.
    await storage.remove(stale.flatMap((u) => [...originalKeyOf(u), mediaKeys.large(u), mediaKeys.thumb(u)]));
    await em.nativeDelete(Upload, { id: { $in: stale.map((u) => u.id) }, lead: null });
    removed += stale.length;
    if (stale.length < 500) break;
  }
  const old: { key: string; id: string }[] = [];
  for await (const obj of storage.list('originals/')) {
    const ref = parseOriginalKey(obj.key);
    if (ref && obj.lastModified < cutoff) old.push({ key: obj.key, id: ref.id });
  }
  for (let i = 0; i < old.length; i += 500) {
    const batch = old.slice(i, i + 500);
    const known = new Set((await em.find(Upload, { id: { $in: batch.map((o) => o.id) } }, { fields: ['id'] })).map((u) => u.id));
    const orphans = batch.filter((o) => !known.has(o.id)).map((o) => o.key);
    await storage.remove(orphans);
    removed += orphans.length;
  }
  return { removed };
}
