import type { Em } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { AppMeta } from '../meta';
import { addOutboxJob } from '../outbox';
import { storageFullJob } from './photo.jobs';
import { uploadLimits } from './photo.schemas';

const MB = 1024 * 1024;

/**
 * The bytes (declared `Upload-Length`) one address may hold in unfinished resumable uploads: an
 * enquiry's five photos and one more that replaces a removed one (docs/security.md).
 */
export const UNFINISHED_BYTES_PER_ADDRESS = (uploadLimits.maxFiles + 1) * uploadLimits.maxFileBytes;
/** When an address may try again: its own uploads finish (or go idle) within minutes. */
const ADDRESS_RETRY_SECONDS = 60;
/** When anyone may try again past the total: idle uploads are swept hourly, finishing ones free bytes sooner. */
export const STORAGE_FULL_RETRY_SECONDS = 300;
/** The `app_meta` row that stands for an episode of "storage full": its value is when it started. */
export const STORAGE_FULL_KEY = 'photo-intake.storage-full';
/** An episode ends once what is held falls to this share of the total, so a total hovering at the limit is one episode. */
const EPISODE_ENDS_BELOW = 0.75;

export interface UnfinishedBytesLimits {
  /** Bytes per address (default UNFINISHED_BYTES_PER_ADDRESS). */
  perAddress?: number;
  /** Bytes of every unfinished upload together (`UNFINISHED_UPLOADS_MAX_MB`). */
  total: number;
}

/** What is held now: the address's declared bytes, everyone's, and whether a "storage full" episode is open. */
async function heldBytes(tx: Em, ip: string): Promise<{ mine: number; total: number; full: boolean }> {
  const [row] = await tx.execute<{ mine: string; total: string; full: boolean }[]>(
    `select coalesce(sum(size) filter (where ip = ?), 0) as mine, coalesce(sum(size), 0) as total,
       exists (select 1 from app_meta where key = ?) as full
     from uploads where completed_at is null and missing_at is null`,
    [ip, STORAGE_FULL_KEY],
  );
  return { mine: Number(row?.mine ?? 0), total: Number(row?.total ?? 0), full: row?.full ?? false };
}

/** Opens a "storage full" episode unless one is open: its row and the admins' e-mail job commit together, once. */
async function openEpisode(tx: Em): Promise<void> {
  const since = new Date().toISOString();
  const opened = await tx
    .createQueryBuilder(AppMeta)
    .insert({ key: STORAGE_FULL_KEY, value: { since }, updated_at: new Date() })
    .onConflict('key')
    .ignore()
    .execute();
  if (opened.affectedRows) addOutboxJob(tx, { job: storageFullJob, payload: { since }, ref: STORAGE_FULL_KEY });
}

/**
 * Inside an upload's creation: may `size` more bytes of unfinished upload be held for `ip`?
 * Counted under one lock for every creation (a few milliseconds each), so parallel creations
 * cannot slip past either bound. Past the address's bound: 429. Past the total: answers the 503
 * to give once the transaction commits, which opens the episode (the admins' e-mail, once).
 */
export async function reserveUnfinishedBytes(tx: Em, ip: string, size: number, limits: UnfinishedBytesLimits): Promise<AppError | undefined> {
  await tx.execute('select pg_advisory_xact_lock(hashtext(?))', ['photo-intake:unfinished-bytes']);
  const held = await heldBytes(tx, ip);
  const perAddress = limits.perAddress ?? UNFINISHED_BYTES_PER_ADDRESS;
  if (held.mine + size > perAddress) {
    throw new AppError(
      'RATE_LIMITED',
      `Your unfinished photo uploads already hold ${Math.round(held.mine / MB)} MB (at most ${Math.round(perAddress / MB)} MB): finish or remove one first`,
      { retryAfterSeconds: ADDRESS_RETRY_SECONDS },
    );
  }
  if (held.total + size > limits.total) {
    await openEpisode(tx);
    return new AppError('UNAVAILABLE', 'Photo uploads are paused for a few minutes: please try again later', {
      retryAfterSeconds: STORAGE_FULL_RETRY_SECONDS,
    });
  }
  if (held.full && held.total + size <= limits.total * EPISODE_ENDS_BELOW) await tx.nativeDelete(AppMeta, { key: STORAGE_FULL_KEY });
  return undefined;
}

/** What unfinished uploads hold together now (the admins' e-mail says it). */
export async function unfinishedBytesHeld(em: Em): Promise<number> {
  const [row] = await em.execute<{ total: string }[]>('select coalesce(sum(size), 0) as total from uploads where completed_at is null and missing_at is null');
  return Number(row?.total ?? 0);
}
