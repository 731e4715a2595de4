import { LockMode } from '@mikro-orm/core';
import type { Em } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { ObjectStore } from '../../platform/storage';
import { mediaKeys, parseOriginalKey, parseUploadPath, uploadPath } from '../media';
import { discardSpooled, type SpooledUpload } from '../upload';
import type { Lead } from './lead.entity';
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
            submission: null,
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

/**
 * Inside the lead's transaction: the uploads named by `paths` (each must come from
 * `/api/upload`, within 24 hours, and not be claimed yet), locked and claimed by the lead.
 */
export async function claimUploads(tx: Em, paths: string[], lead: Lead): Promise<void> {
  if (!paths.length) return;
  const refs = paths.map((p) => parseUploadPath(p));
  const ids = refs.flatMap((r) => (r ? [r.id] : []));
  const rows = await tx.find(Upload, { id: { $in: ids } }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const cutoff = Date.now() - UNCLAIMED_UPLOAD_TTL_MS;
  const errors = paths.flatMap((path, i) => {
    const ref = refs[i];
    const row = ref && byId.get(ref.id);
    if (!row || row.ext !== ref.ext || row.created_at.getTime() < cutoff) {
      return [{ field: `photo_urls.${i}`, message: `${path} is not a photo uploaded in the last 24 hours; upload it again` }];
    }
    if (row.submission) return [{ field: `photo_urls.${i}`, message: `${path} belongs to another submission; upload it again` }];
    return [];
  });
  if (errors.length) throw AppError.validation(errors);
  const now = new Date();
  for (const row of rows) {
    row.submission = lead;
    row.claimed_at = now;
  }
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
    const stale = await em.find(Upload, { submission: null, ext: { $ne: null }, created_at: { $lt: cutoff } }, { limit: 500 });
    if (!stale.length) break;
    await storage.remove(stale.flatMap(originalKeyOf));
    await em.nativeDelete(Upload, { id: { $in: stale.map((u) => u.id) }, submission: null });
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
