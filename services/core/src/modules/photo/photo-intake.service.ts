import type { Readable } from 'node:stream';
import { LockMode } from '@mikro-orm/core';
import type { Em } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { ObjectStore } from '../../platform/storage';
import { mediaKeys } from './media-paths';
import { markPhotoMissing, photoArrived } from './photo-arrival.service';
import { uploadLimits } from './photo.schemas';
import { isCompleted, Upload, type CompletedUpload } from './upload.entity';
import { discardSpooled, spoolUpload, type SpooledUpload } from './upload.service';
import { reserveUnfinishedBytes, type UnfinishedBytesLimits } from './unfinished-bytes';

/** An unfinished resumable upload is removed this long after its creation (a claimed one is marked missing). */
export const PHOTO_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** An unfinished upload no lead claimed is removed once no bytes arrived for this long. */
export const PHOTO_UPLOAD_IDLE_MS = 60 * 60 * 1000;

/** Refusals of the bytes themselves (not a photo, too many pixels, too large): the upload is dropped. */
const refusals = new Set(['UNSUPPORTED_MEDIA_TYPE', 'VALIDATION', 'PAYLOAD_TOO_LARGE']);

export interface OpenPhotoUpload {
  /** The resumable upload's id (a UUID made by the upload server). */
  id: string;
  /** The enquiry's client-made id. */
  client_id: string;
  ip: string;
  /** The length the client declared. */
  size: number;
}

/**
 * Records a new resumable upload (unfinished: no type yet) for an enquiry, so a lead can claim it
 * by id before its bytes are all there. At most `uploadLimits.maxFiles` per enquiry, counted
 * under a lock on the enquiry's id: parallel creations cannot all slip under the limit. The
 * declared bytes of unfinished uploads are bounded per address (429) and in all (503, and the
 * admins are told once): `reserveUnfinishedBytes`.
 */
export async function openPhotoUpload(em: Em, input: OpenPhotoUpload, limits: UnfinishedBytesLimits): Promise<Upload> {
  if (input.size > uploadLimits.maxFileBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', `A photo may be at most ${uploadLimits.maxFileBytes / (1024 * 1024)} MB`);
  }
  const opened = await em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`photo-intake:${input.client_id}`]);
    const count = await tx.count(Upload, { client_id: input.client_id });
    if (count >= uploadLimits.maxFiles) {
      throw new AppError('VALIDATION', `An enquiry holds at most ${uploadLimits.maxFiles} photos: remove one before adding another`);
    }
    // Refused for the total, the transaction still commits: it opened the episode the admins hear of.
    const full = await reserveUnfinishedBytes(tx, input.ip.slice(0, 64), input.size, limits);
    if (full) return full;
    const row = tx.create(Upload, {
      id: input.id,
      client_id: input.client_id,
      ext: null,
      content_type: null,
      size: input.size,
      width: null,
      height: null,
      ip: input.ip.slice(0, 64),
      completed_at: null,
      variants: null,
      missing_at: null,
      lead: null,
      claimed_at: null,
    });
    tx.persist(row);
    return row;
  });
  if (opened instanceof AppError) throw opened;
  return opened;
}

/** The recorded upload `id` made for the enquiry `clientId`, or undefined (unknown, or someone else's). */
export async function findPhotoUpload(em: Em, id: string, clientId: string): Promise<Upload | undefined> {
  const row = await em.findOne(Upload, { id, client_id: clientId });
  return row ?? undefined;
}

export interface CompletePhotoUpload {
  id: string;
  /** Every byte of the upload, from its start. */
  stream: Readable;
  /** The name the client gave (only shown in a refusal). */
  filename: string;
  /** Where the bytes wait on local disk while they are checked. */
  tmpDir: string;
}

/**
 * The last byte of a resumable upload arrived: its type is sniffed from the bytes, a non-image
 * (or too many pixels) is refused (its row dropped, or marked missing when a lead already claimed
 * it) and nothing is stored; a photo is stored as its original and completed, and arrival's
 * `photoArrived` runs in the same transaction. Answers the completed row; a second call for a
 * completed upload answers it again.
 */
export async function completePhotoUpload(em: Em, storage: ObjectStore, input: CompletePhotoUpload): Promise<CompletedUpload> {
  const known = await em.fork().findOne(Upload, { id: input.id });
  if (!known) throw AppError.notFound('Upload');
  if (isCompleted(known)) return known;
  let spooled: SpooledUpload;
  try {
    spooled = await spoolUpload(input.stream, input.filename, input.tmpDir);
  } catch (err) {
    if (err instanceof AppError && refusals.has(err.code)) await dropRefused(em, input.id);
    throw err;
  }
  const key = mediaKeys.original({ id: input.id, ext: spooled.ext });
  try {
    await storage.putFile(key, spooled.tmpPath, spooled.contentType);
    return await em.transactional(async (tx) => {
      const row = await tx.findOne(Upload, { id: input.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row) throw AppError.notFound('Upload'); // expired or removed meanwhile
      if (isCompleted(row)) return row;
      Object.assign(row, {
        ext: spooled.ext,
        content_type: spooled.contentType,
        size: spooled.size,
        width: spooled.width,
        height: spooled.height,
        completed_at: new Date(),
      });
      photoArrived(tx, row);
      return row as CompletedUpload;
    });
  } catch (err) {
    await storage.remove([key]).catch(() => undefined);
    if (err instanceof AppError) throw err;
    throw new AppError('UNAVAILABLE', 'Photo storage is not available right now; please try again in a minute');
  } finally {
    await discardSpooled([spooled]);
  }
}

/** A refused upload leaves nothing, unless a lead claimed it: then the lead hears it is missing. */
async function dropRefused(em: Em, id: string): Promise<void> {
  await em.transactional(async (tx) => {
    const row = await tx.findOne(Upload, { id, completed_at: null }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!row) return;
    if (row.lead) markMissing(tx, row);
    else tx.remove(row);
  });
}

function markMissing(tx: Em, row: Upload): void {
  markPhotoMissing(tx, row);
  row.missing_at ??= new Date();
}

/**
 * The homeowner removed a photo before sending (tus termination): its row goes, and for a
 * completed one its stored original and variants. A photo a lead already holds stays.
 * Answers the removed row (undefined when unknown).
 */
export async function removePhotoUpload(em: Em, storage: ObjectStore, id: string): Promise<Upload | undefined> {
  const removed = await em.transactional(async (tx) => {
    const row = await tx.findOne(Upload, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!row) return undefined;
    if (row.lead) throw new AppError('VALIDATION', 'This photo was sent with the enquiry and can no longer be removed');
    tx.remove(row);
    return row;
  });
  if (removed && isCompleted(removed)) {
    await storage.remove([mediaKeys.original(removed), mediaKeys.large(removed), mediaKeys.thumb(removed)]).catch(() => undefined);
  }
  return removed;
}

/**
 * An unfinished upload whose bytes stopped coming `PHOTO_UPLOAD_IDLE_MS` ago (the upload server
 * knows when its last bytes came) goes, row and bytes, unless a lead claimed it: the homeowner sent
 * the enquiry, so it keeps its `PHOTO_UPLOAD_TTL_MS` and is marked missing then. Answers whether
 * the bytes may be dropped: the row is gone (now or before: removed, refused, expired), complete
 * (its original is stored) or given up as missing.
 */
export async function expireIdlePhotoUpload(em: Em, id: string): Promise<boolean> {
  return em.fork().transactional(async (tx) => {
    const row = await tx.findOne(Upload, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!row || row.completed_at || row.missing_at) return true;
    if (row.lead) return false;
    tx.remove(row);
    return true;
  });
}

/**
 * Unfinished resumable uploads older than `ttlMs`: an unclaimed one is deleted, a claimed one is
 * handed to arrival's `markPhotoMissing` (the lead never waits for it again). `removeBytes` drops
 * what the upload server holds of each, after the commit. Several gateways may run it at once:
 * rows another one is handling are skipped.
 */
export async function expirePhotoUploads(
  em: Em,
  removeBytes: (id: string) => Promise<void>,
  opts: { now?: Date; ttlMs?: number } = {},
): Promise<{ expired: number; missing: number }> {
  const cutoff = new Date((opts.now ?? new Date()).getTime() - (opts.ttlMs ?? PHOTO_UPLOAD_TTL_MS));
  let expired = 0;
  let missing = 0;
  for (;;) {
    const batch = await em.fork().transactional(async (tx) => {
      const rows = await tx.find(
        Upload,
        { completed_at: null, missing_at: null, created_at: { $lt: cutoff } },
        { limit: 200, orderBy: { created_at: 'asc' }, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
      );
      for (const row of rows) {
        if (row.lead) {
          markMissing(tx, row);
          missing += 1;
        } else {
          tx.remove(row);
          expired += 1;
        }
      }
      return rows;
    });
    for (const row of batch) await removeBytes(row.id).catch(() => undefined);
    if (batch.length < 200) break;
  }
  return { expired, missing };
}
